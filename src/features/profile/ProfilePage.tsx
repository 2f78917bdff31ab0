import { type FormEvent, useEffect, useRef, useState } from "react";
import {
  type ProfileEdit,
  type ProfileField,
  type ProfileProblems,
  profileEditOf,
  remainingProblems,
} from "../../../domain/profile/ProfileEdit";
import { LoadProfileError, SaveProfileError } from "../../../domain/profile/profileErrors";
import { BIO_MAX_LENGTH, CLASS_LEVELS, DIETARY_OPTIONS } from "../../../domain/profile/profileRules";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { pageTitle } from "../../shared/copy/brand";
import { FormAlert } from "../../shared/forms/FormAlert";
import { TextField } from "../../shared/forms/TextField";
import { useSessionUser } from "../../shared/session/useSession";
import { ChipGroup } from "./ChipGroup";
import { InterestsPicker } from "./InterestsPicker";
import { NotificationSettings } from "./NotificationSettings";
import styles from "./ProfilePage.module.css";
import {
  dietaryLabels,
  loadFailureMessages,
  profileCopy,
  profileProblemMessage,
  saveFailureMessages,
} from "./profileCopy";
import { forgetProfileDraft, keepProfileDraft, profileDraftOver } from "./profileDraft";
import { universityFromEmail } from "./universityFromEmail";
import { useUnsavedChangesGuard } from "./useUnsavedChangesGuard";
import { YourData } from "./YourData";

/**
 * /profile (signed-in only): the student's own details, availability and meal
 * preferences, then their account and data (download, deletion). A failed save keeps everything
 * typed and says why.
 *
 * The form shows the session's copy at once, read-only, while the stored profile is read
 * afresh (another device may have changed it since this one logged in); then it starts from
 * what is stored. If that read fails, it starts from the session's copy and says so.
 */
export function ProfilePage() {
  const editProfile = useInjection(USE_CASES.editProfile);
  const user = useSessionUser();
  const [edit, setEdit] = useState<ProfileEdit | null>(() => (user === null ? null : profileEditOf(user)));
  // What the form showed first: the session's copy, the baseline of "unsaved" if the stored one cannot be read.
  const sessionCopy = useRef(edit);
  const [loading, setLoading] = useState(true);
  const [loadNotice, setLoadNotice] = useState<string | null>(null);
  const [universityGuessed, setUniversityGuessed] = useState(false);
  // The university as stored (null until the stored profile is read): only an empty one is guessed.
  const [storedUniversity, setStoredUniversity] = useState<string | null>(null);
  const [slots, setSlots] = useState<readonly string[] | null>(null);
  const [problems, setProblems] = useState<ProfileProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  // What is stored (as last read or saved): anything else on screen is an unsaved change.
  const [stored, setStored] = useState<ProfileEdit | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const [problemsToShow, setProblemsToShow] = useState(0);
  const uid = user?.uid ?? null;
  // The page opened on changes the student had not saved (profileDraft): it says so, and can undo them.
  const [draftRestored, setDraftRestored] = useState(false);
  const unsaved = edit !== null && stored !== null && JSON.stringify(edit) !== JSON.stringify(stored);
  useUnsavedChangesGuard(unsaved, profileCopy.leaveUnsaved);

  // Unsaved changes are kept for the tab as they are typed; once saved or undone, the draft goes.
  useEffect(() => {
    if (uid === null || loading || edit === null) return;
    if (unsaved) keepProfileDraft(uid, edit);
    else forgetProfileDraft(uid);
  }, [uid, loading, unsaved, edit]);

  // After a save that found problems, the first field in error gets the focus (and scrolls into
  // view: on a phone the problems are above the fold, far from the Save button).
  useEffect(() => {
    if (problemsToShow === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[aria-describedby]');
    (first instanceof HTMLFieldSetElement ? first.querySelector<HTMLElement>("input") : first)?.focus();
  }, [problemsToShow]);

  useEffect(() => {
    let current = true;
    editProfile.load().then(
      (fresh) => {
        if (!current) return;
        const freshEdit = profileEditOf(fresh);
        const draft = uid === null ? null : profileDraftOver(uid, freshEdit);
        setEdit(draft ?? freshEdit);
        setDraftRestored(draft !== null);
        setStored(freshEdit);
        setStoredUniversity(fresh.university);
        setLoading(false);
      },
      (error: unknown) => {
        if (!current) return;
        const reason = error instanceof LoadProfileError ? error.reason : "unexpected";
        setLoadNotice(loadFailureMessages[reason]);
        const draft = uid === null || sessionCopy.current === null ? null : profileDraftOver(uid, sessionCopy.current);
        if (draft !== null) setEdit(draft);
        setDraftRestored(draft !== null);
        setStored(sessionCopy.current);
        // The session's copy is shown: a guess fills its university only if that is empty too.
        setStoredUniversity("");
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [editProfile, uid]);

  useEffect(() => {
    let current = true;
    editProfile.mealSlots().then(
      (offered) => current && setSlots(offered),
      () => current && setSlots([]),
    );
    return () => {
      current = false;
    };
  }, [editProfile]);

  // Once the stored profile is read, an empty university is filled in from the school address, where
  // the list of schools knows it (loaded now, with this page only), unless the student typed one meanwhile.
  const email = user?.email ?? "";
  useEffect(() => {
    if (storedUniversity !== "" || email === "") return;
    let current = true;
    universityFromEmail(email).then(
      (name) => {
        if (!current || name === "") return;
        setEdit((shown) => (shown === null || shown.university !== "" ? shown : { ...shown, university: name }));
        // A guess is not the student's change: leaving without saving it asks nothing.
        setStored((kept) => (kept === null || kept.university !== "" ? kept : { ...kept, university: name }));
        setUniversityGuessed(true);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [email, storedUniversity]);

  if (edit === null) return null;
  const offeredSlots = [...new Set([...(slots ?? []), ...edit.preferred_meal_times])];
  const change = (fields: Partial<ProfileEdit>) => {
    const next = { ...edit, ...fields };
    setEdit(next);
    setSaved(false);
    // A problem shown by the last save goes as soon as its field is right.
    setProblems((shown) => remainingProblems(shown, next, offeredSlots));
  };
  const problemOf = (field: ProfileField) => {
    const problem = problems[field];
    return problem === undefined ? null : profileProblemMessage(field, problem);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (edit === null || savingRef.current || loading) return;
    savingRef.current = true;
    setSaving(true);
    setFailure(null);
    setSaved(false);
    try {
      await editProfile.save(edit);
      setProblems({});
      setSaved(true);
      setStored(edit);
      setDraftRestored(false);
    } catch (error) {
      const failed =
        error instanceof SaveProfileError ? error : new SaveProfileError("unexpected", {}, { cause: error });
      if (failed.reason === "invalid") {
        setProblems(failed.problems);
        setProblemsToShow((count) => count + 1);
        if (failed.problems.form) setFailure(profileProblemMessage("form", failed.problems.form));
      } else {
        setFailure(saveFailureMessages[failed.reason]);
      }
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  }

  return (
    <div className={styles.page}>
      <title>{pageTitle(profileCopy.title)}</title>
      <meta name="description" content={profileCopy.description} />
      <h1 className={styles.heading}>{profileCopy.heading}</h1>
      <p className={styles.intro}>{profileCopy.intro}</p>
      {/* A live region that stays in the page: "loading", then nothing, why the device's copy is shown, or that unsaved changes were kept. */}
      <p className={styles.loadStatus} role="status">
        {loading
          ? profileCopy.loadingProfile
          : (loadNotice ?? (draftRestored && unsaved ? profileCopy.draftKept : null))}
      </p>
      {!loading && draftRestored && unsaved ? (
        <button
          type="button"
          className={styles.discard}
          onClick={() => {
            setEdit(stored);
            setProblems({});
            setDraftRestored(false);
          }}
        >
          {profileCopy.discardDraft}
        </button>
      ) : null}
      <form ref={form} className={styles.form} noValidate onSubmit={save} aria-busy={saving || loading}>
        <fieldset className={styles.fields} disabled={loading}>
          <section className={styles.section} aria-labelledby="profile-about">
            <h2 id="profile-about" className={styles.sectionHeading}>
              {profileCopy.aboutYou}
            </h2>
            <div className={styles.twoColumns}>
              <TextField
                id="profile-first-name"
                label={profileCopy.firstName}
                autoComplete="given-name"
                required
                value={edit.first_name}
                problem={problemOf("first_name")}
                onChange={(event) => change({ first_name: event.target.value })}
              />
              <TextField
                id="profile-last-name"
                label={profileCopy.lastName}
                autoComplete="family-name"
                required
                value={edit.last_name}
                problem={problemOf("last_name")}
                onChange={(event) => change({ last_name: event.target.value })}
              />
            </div>
            <div>
              <TextField
                id="profile-university"
                label={profileCopy.university}
                autoComplete="organization"
                value={edit.university}
                aria-describedby={universityGuessed ? "profile-university-hint" : undefined}
                problem={problemOf("university")}
                onChange={(event) => change({ university: event.target.value })}
              />
              {universityGuessed ? (
                <p id="profile-university-hint" className={styles.hint}>
                  {profileCopy.universityHint}
                </p>
              ) : null}
            </div>
            <div className={styles.twoColumns}>
              <div className={styles.field}>
                <label className={styles.label} htmlFor="profile-class-level">
                  {profileCopy.classLevel}
                </label>
                <select
                  id="profile-class-level"
                  aria-invalid={problems.class_level ? true : undefined}
                  aria-describedby={problems.class_level ? "profile-class-level-problem" : undefined}
                  className={styles.select}
                  value={edit.class_level}
                  onChange={(event) => change({ class_level: event.target.value })}
                >
                  <option value="">{profileCopy.chooseClassLevel}</option>
                  {CLASS_LEVELS.map((level) => (
                    <option key={level} value={level}>
                      {level}
                    </option>
                  ))}
                </select>
                {problemOf("class_level") ? (
                  <p id="profile-class-level-problem" className={styles.problem}>
                    {problemOf("class_level")}
                  </p>
                ) : null}
              </div>
              <TextField
                id="profile-major"
                label={profileCopy.major}
                value={edit.major}
                problem={problemOf("major")}
                onChange={(event) => change({ major: event.target.value })}
              />
            </div>
            <div className={styles.field}>
              <label className={styles.label} htmlFor="profile-bio">
                {profileCopy.bio}
              </label>
              <textarea
                id="profile-bio"
                className={styles.textarea}
                rows={4}
                maxLength={BIO_MAX_LENGTH}
                value={edit.bio}
                aria-describedby={problems.bio ? "profile-bio-count profile-bio-problem" : "profile-bio-count"}
                aria-invalid={problems.bio ? true : undefined}
                onChange={(event) => change({ bio: event.target.value })}
              />
              <p id="profile-bio-count" className={styles.count} data-over={edit.bio.length > BIO_MAX_LENGTH}>
                <span aria-hidden="true">{profileCopy.bioCount(edit.bio.length)}</span>
                <span className="visually-hidden">
                  {profileCopy.bioCountForScreenReaders(BIO_MAX_LENGTH - edit.bio.length)}
                </span>
              </p>
              {problemOf("bio") ? (
                <p id="profile-bio-problem" className={styles.problem}>
                  {problemOf("bio")}
                </p>
              ) : null}
            </div>
            <label className={styles.switch}>
              <input
                type="checkbox"
                checked={edit.has_meal_plan}
                onChange={(event) => change({ has_meal_plan: event.target.checked })}
              />
              {profileCopy.hasMealPlan}
            </label>
          </section>

          <section className={styles.section} aria-labelledby="profile-meals">
            <h2 id="profile-meals" className={styles.sectionHeading}>
              {profileCopy.mealPreferences}
            </h2>
            {slots === null ? (
              <p role="status">{profileCopy.loadingMealTimes}</p>
            ) : offeredSlots.length === 0 ? (
              <p>{profileCopy.noMealTimes}</p>
            ) : (
              <ChipGroup
                legend={profileCopy.preferredMealTimes}
                name="preferred_meal_times"
                hint={profileCopy.preferredMealTimesHint}
                options={offeredSlots}
                selected={edit.preferred_meal_times}
                problem={problemOf("preferred_meal_times")}
                onChange={(preferred_meal_times) => change({ preferred_meal_times })}
              />
            )}
            <InterestsPicker
              selected={edit.interests}
              problem={problemOf("interests")}
              onChange={(interests) => change({ interests })}
            />
            <ChipGroup
              legend={profileCopy.dietary}
              name="dietary"
              options={DIETARY_OPTIONS}
              labelOf={(option) => dietaryLabels[option] ?? option}
              selected={edit.dietary}
              problem={problemOf("dietary")}
              onChange={(dietary) => change({ dietary })}
            />
          </section>

          <FormAlert tone="problem" message={failure} />
          <FormAlert tone="success" message={saved ? profileCopy.saved : null} />
          <button type="submit" className={styles.save} disabled={saving}>
            {saving ? profileCopy.saving : profileCopy.save}
          </button>
        </fieldset>
      </form>
      <div className={styles.data}>
        <NotificationSettings />
      </div>
      <div className={styles.data}>
        <YourData />
      </div>
    </div>
  );
}
