import { useCallback } from "react";
import { LuMail } from "react-icons/lu";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { pageTitle } from "../../shared/copy/brand";
import { useLoaded } from "../../shared/ui/useLoaded";
import styles from "./HistoryPages.module.css";
import { historyCopy } from "./historyCopy";
import { LoadedContent } from "./LoadedContent";

const day = new Intl.DateTimeFormat(undefined, { month: "long", day: "numeric", year: "numeric" });

/** /people ("Your people"): those the student met who, like them, said they would meet again, with a way to write. */
export function YourPeoplePage() {
  const history = useInjection(USE_CASES.mealHistory);
  const { state, retry } = useLoaded(useCallback(() => history.people(), [history]));
  return (
    <div className={styles.page}>
      <title>{pageTitle(historyCopy.peopleTitle)}</title>
      <meta name="description" content={historyCopy.peopleDescription} />
      <h1>{historyCopy.peopleHeading}</h1>
      <LoadedContent state={state} retry={retry}>
        {(people) =>
          people.length === 0 ? (
            <p>{historyCopy.peopleEmpty}</p>
          ) : (
            <>
              <p>{historyCopy.peopleIntro}</p>
              <ul className={styles.people}>
                {people.map((person) => (
                  <li key={person.uid} className={styles.person}>
                    <h2 className={styles.name}>{person.firstName}</h2>
                    <p className={styles.meta}>{[person.classLevel, person.major].filter(Boolean).join(" · ")}</p>
                    <p className={styles.meta}>{historyCopy.metOn(day.format(person.metAt))}</p>
                    <a className={styles.email} href={`mailto:${person.email}`}>
                      <LuMail aria-hidden="true" /> {person.email}
                      <span className="visually-hidden"> ({historyCopy.email(person.firstName)})</span>
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </LoadedContent>
    </div>
  );
}
