import type { Auth } from "firebase/auth";
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
import type { Match, RoundOutcome } from "../../domain/meetups/Match";
import type { MatchStore, MemberAnswers } from "../../domain/ports/MatchStore";
import { COLLECTIONS, dayPath, matchPath } from "./documents/firestoreLayout";
import { fromMatchDocument, toAnswerFields } from "./documents/matchDocument";
import { fromDayRoundField } from "./documents/roundDocuments";
import { withDomainErrors } from "./firestoreErrors";
import { LITE_TIME_CODEC } from "./liteTimeCodec";

/**
 * A student's matches (`matches/{matchId}`, those whose `member_ids` hold them) and their own answers
 * on them; the rules refuse any other match, and any change to another member's entry.
 */
export class FirestoreMatchStore implements MatchStore {
  readonly #firestore: Firestore;
  readonly #auth: Auth;

  /** `auth`: whose matches a round outcome names (a student sees the ids of their own matches only). */
  constructor(firestore: Firestore, auth: Auth) {
    this.#firestore = firestore;
    this.#auth = auth;
  }

  async get(matchId: string): Promise<Match | null> {
    const snapshot = await withDomainErrors(getDoc(doc(this.#firestore, matchPath(matchId))));
    const data = snapshot.data();
    return data === undefined ? null : fromMatchDocument(snapshot.id, data, LITE_TIME_CODEC);
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

  async findRoundOutcome(dayId: string): Promise<RoundOutcome | null> {
    const snapshot = await withDomainErrors(getDoc(doc(this.#firestore, dayPath(dayId))));
    const round: unknown = snapshot.get("round");
    if (round === undefined) return null;
    const uid = this.#auth.currentUser?.uid;
    const own = uid === undefined ? [] : (await this.listForStudent(uid)).filter((match) => match.dayId === dayId);
    return fromDayRoundField(
      dayId,
      round,
      own.map((match) => match.id),
      LITE_TIME_CODEC,
    );
  }
}
