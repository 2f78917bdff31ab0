import { type FormEvent, useState } from "react";
import { COMMON_INTERESTS, INTEREST_MAX_LENGTH, INTERESTS_MAX } from "../../../domain/profile/profileRules";
import { ChipGroup } from "./ChipGroup";
import styles from "./ProfilePage.module.css";
import { profileCopy } from "./profileCopy";

interface InterestsPickerProps {
  readonly selected: readonly string[];
  readonly onChange: (selected: string[]) => void;
  readonly problem?: string | null;
}

/** Common interests to tap, plus the student's own, up to ten. */
export function InterestsPicker({ selected, onChange, problem }: InterestsPickerProps) {
  const [draft, setDraft] = useState("");
  const own = selected.filter((interest) => !(COMMON_INTERESTS as readonly string[]).includes(interest));
  const full = selected.length >= INTERESTS_MAX;

  // What was typed or pasted is kept whole: a long one is said too long, never cut.
  const tooLong = draft.trim().length > INTEREST_MAX_LENGTH;

  function add(event: FormEvent) {
    event.preventDefault();
    const interest = draft.trim();
    if (interest === "" || full || tooLong) return;
    const known = selected.some((item) => item.toLowerCase() === interest.toLowerCase());
    if (!known) onChange([...selected, interest]);
    setDraft("");
  }

  return (
    <div className={styles.interests}>
      <ChipGroup
        legend={profileCopy.interests}
        name="interests"
        options={[...COMMON_INTERESTS, ...own]}
        selected={selected}
        onChange={onChange}
        full={full}
        hint={<span aria-live="polite">{profileCopy.interestsCount(selected.length)}</span>}
        problem={problem}
      />
      <div className={styles.addRow}>
        <label className="visually-hidden" htmlFor="profile-new-interest">
          {profileCopy.addInterest}
        </label>
        <input
          id="profile-new-interest"
          className={styles.input}
          placeholder={profileCopy.addInterest}
          value={draft}
          disabled={full}
          aria-describedby="profile-new-interest-length"
          aria-invalid={tooLong ? true : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") add(event);
          }}
        />
        <button
          type="button"
          className={styles.secondary}
          disabled={full || draft.trim() === "" || tooLong}
          onClick={add}
        >
          {profileCopy.addInterestButton}
        </button>
      </div>
      <p id="profile-new-interest-length" className={tooLong ? styles.problem : styles.count}>
        {tooLong ? profileCopy.newInterestTooLong : profileCopy.newInterestLength(draft.trim().length)}
      </p>
    </div>
  );
}
