import {
  collection,
  doc,
  FieldPath,
  type Firestore,
  getDoc,
  getDocs,
  query,
  updateDoc,
  where,
} from "firebase/firestore/lite";
import type { Match, StudentRoundOutcome } from "../../domain/meetups/Match";
import type { MatchStore, MemberAnswers } from "../../domain/meetups/ports/MatchStore";
import { fromContactsDocument } from "./documents/contactsDocument";
import { COLLECTIONS, contactsPath, matchPath, outcomePath } from "./documents/firestoreLayout";
import { fromMatchDocument, toAnswerFields } from "./documents/matchDocument";
import { fromStudentOutcomeDocument } from "./documents/roundDocuments";
import { isPermissionDenied, withDomainErrors } from "./firestoreErrors";
import { LITE_TIME_CODEC } from "./liteTimeCodec";

/**
 * A student's matches (`matches/{matchId}`, those whose `member_ids` hold them) and their own answers
 * on them; the rules refuse any other match, and any change to another member's entry. The rules
 * answer a match that does not exist as they answer another pair's (denied), so that a guessed id
 * tells nothing: here both are "no such match of yours".
 */
export class FirestoreMatchStore implements MatchStore {
  readonly #firestore: Firestore;

  constructor(firestore: Firestore) {
    this.#firestore = firestore;
  }

  async find(matchId: string, uid: string): Promise<Match | null> {
    try {
      const snapshot = await withDomainErrors(getDoc(doc(this.#firestore, matchPath(matchId))));
      const data = snapshot.data();
      const match = data === undefined ? null : fromMatchDocument(snapshot.id, data, LITE_TIME_CODEC);
      return match?.memberIds.includes(uid) === true ? match : null;
    } catch (error) {
      if (isPermissionDenied(error)) return null;
      throw error;
    }
  }

  async listForStudent(uid: string): Promise<readonly Match[]> {
    const mine = query(collection(this.#firestore, COLLECTIONS.matches), where("member_ids", "array-contains", uid));
    const snapshot = await withDomainErrors(getDocs(mine));
    return snapshot.docs
      .map((document) => fromMatchDocument(document.id, document.data(), LITE_TIME_CODEC))
      .sort((a, b) => b.slot - a.slot);
  }

  async answer(matchId: string, uid: string, answers: MemberAnswers): Promise<void> {
    // Each answer by its field path, members.{uid}.{field}: the other members' entries are not sent at all.
    const [[firstField, firstValue], ...others] = Object.entries(toAnswerFields(answers, LITE_TIME_CODEC)) as [
      [string, unknown],
      ...[string, unknown][],
    ];
    const more = others.flatMap(([field, value]) => [new FieldPath("members", uid, field), value]);
    const reference = doc(this.#firestore, matchPath(matchId));
    await withDomainErrors(updateDoc(reference, new FieldPath("members", uid, firstField), firstValue, ...more));
  }

  async findMyOutcome(dayId: string, uid: string): Promise<StudentRoundOutcome | null> {
    const snapshot = await withDomainErrors(getDoc(doc(this.#firestore, outcomePath(dayId, uid))));
    return fromStudentOutcomeDocument(snapshot.data(), LITE_TIME_CODEC);
  }

  async contactsOf(matchId: string, uid: string): Promise<Readonly<Record<string, string>>> {
    const snapshot = await withDomainErrors(getDoc(doc(this.#firestore, contactsPath(matchId, uid))));
    return fromContactsDocument(snapshot.data());
  }
}
