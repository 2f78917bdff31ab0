import { useCallback, useState } from "react";
import { DEFAULT_PLACES, type ListedPlace } from "../../../../domain/operations/ListedPlace";
import type { SchoolOverview, SchoolsView } from "../../../../domain/operations/ManagePlaces";
import { operationsFailureOf } from "../../../../domain/operations/operationsErrors";
import { draftOf, type PlaceDraft } from "../../../../domain/operations/placeRules";
import { useInjection } from "../../../app/composition/ContainerContext";
import { USE_CASES } from "../../../app/composition/tokens";
import { FormAlert } from "../../../shared/forms/FormAlert";
import { useSubmission } from "../../../shared/forms/useSubmission";
import { useLoaded } from "../../../shared/ui/useLoaded";
import { ConsoleSection } from "../ConsoleSection";
import styles from "../Operations.module.css";
import { OperationsFailure } from "../OperationsFailure";
import { operationsCopy, operationsFailureMessages } from "../operationsCopy";
import { PlaceForm } from "./PlaceForm";
import { schoolsSectionCopy as copy } from "./schoolsSectionCopy";

const NEW_PLACE: PlaceDraft = {
  id: null,
  name: "",
  address: "",
  meetingPoint: "",
  tables: "",
  stepFree: false,
  takesMealPlanSwipes: false,
};

/** The form open (one at a time): which list, and the draft it starts from. */
type Editing = { readonly school: string; readonly draft: PlaceDraft } | null;

/** Schools: each school with students, its counts and places (add, edit, retire), and the default places. */
export function SchoolsSection() {
  const operations = useInjection(USE_CASES.operations);
  const load = useCallback(async () => (await operations()).schools.view(), [operations]);
  const { state, retry } = useLoaded(load);
  const [changed, setChanged] = useState<SchoolsView | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [done, setDone] = useState("");
  const retirement = useSubmission();
  const view = changed ?? (state.status === "ready" ? state.value : null);

  const retire = (school: string, place: ListedPlace) => {
    setDone("");
    void retirement.submit(
      async () => {
        setChanged(await (await operations()).schools.retirePlace(school, place.id));
        setDone(copy.retiredDone(place.name));
      },
      (error) => operationsFailureMessages[operationsFailureOf(error)],
    );
  };

  const lists = (school: string, where: string, places: readonly ListedPlace[], empty: string) => (
    <PlaceList
      school={school}
      places={places}
      empty={empty}
      editing={editing?.school === school ? editing.draft : null}
      where={where}
      busy={retirement.busy}
      onEdit={(draft) => {
        setDone("");
        setEditing({ school, draft });
      }}
      onRetire={(place) => retire(school, place)}
      onSaved={(next, name) => {
        setChanged(next);
        setEditing(null);
        setDone(copy.saved(name));
      }}
      onCancel={() => setEditing(null)}
    />
  );

  return (
    <ConsoleSection id="schools" heading={copy.heading} intro={copy.intro}>
      {view === null ? (
        state.status === "failed" ? (
          <OperationsFailure error={state.error} retry={retry} />
        ) : (
          <p role="status">{operationsCopy.loading}</p>
        )
      ) : (
        <>
          <SchoolTable schools={view.schools} />
          <p role="status" className={styles.done}>
            {done}
          </p>
          <FormAlert tone="problem" message={retirement.problem} />
          {view.schools.map((school) => (
            <section key={school.school} className={styles.card} aria-labelledby={`ops-school-${school.school}`}>
              <h3 id={`ops-school-${school.school}`}>{copy.placesOf(school.school)}</h3>
              {school.withoutPlace ? <p className={styles.problem}>{copy.noPlace}</p> : null}
              {lists(school.school, school.school, school.places, copy.noOwnPlaces)}
            </section>
          ))}
          <section className={styles.card} aria-labelledby="ops-default-places">
            <h3 id="ops-default-places">{copy.defaultsHeading}</h3>
            <p>{copy.defaultsIntro}</p>
            {lists(DEFAULT_PLACES, copy.theDefaults, view.defaults, copy.noDefaults)}
          </section>
        </>
      )}
    </ConsoleSection>
  );
}

function SchoolTable({ schools }: { readonly schools: readonly SchoolOverview[] }) {
  if (schools.length === 0) return <p>{copy.noSchools}</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{copy.schoolsHeading}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.school}</th>
            <th scope="col">{copy.students}</th>
            <th scope="col">{copy.completeProfiles}</th>
            <th scope="col">{copy.optedIn}</th>
            <th scope="col">{copy.placesColumn}</th>
          </tr>
        </thead>
        <tbody>
          {schools.map((school) => (
            <tr key={school.school}>
              <th scope="row">{school.school}</th>
              <td>{school.students}</td>
              <td>{school.completeProfiles}</td>
              <td>{school.optedInThisWeek}</td>
              <td className={school.withoutPlace ? styles.problem : undefined}>
                {school.withoutPlace
                  ? copy.noPlace
                  : school.usesDefaults
                    ? copy.usesDefaults
                    : copy.ownPlaces(school.places.filter((place) => !place.retired).length)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PlaceList({
  school,
  where,
  places,
  empty,
  editing,
  busy,
  onEdit,
  onRetire,
  onSaved,
  onCancel,
}: {
  readonly school: string;
  readonly where: string;
  readonly places: readonly ListedPlace[];
  readonly empty: string;
  readonly editing: PlaceDraft | null;
  readonly busy: boolean;
  readonly onEdit: (draft: PlaceDraft) => void;
  readonly onRetire: (place: ListedPlace) => void;
  readonly onSaved: (view: SchoolsView, name: string) => void;
  readonly onCancel: () => void;
}) {
  return (
    <>
      {places.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className={styles.places}>
          {places.map((place) => (
            <li key={place.id} className={styles.place} data-retired={place.retired}>
              <strong>{place.name}</strong>
              {place.retired ? <span className={styles.badge}>{copy.retired}</span> : null}
              <span>{place.address}</span>
              <span>{copy.meetAt(place.meetingPoint)}</span>
              <span>
                {[
                  place.tables === null ? null : copy.tablesSeated(place.tables),
                  place.stepFree ? copy.stepFree : null,
                  place.takesMealPlanSwipes ? copy.mealPlanSwipes : null,
                ]
                  .filter((fact) => fact !== null)
                  .join(" · ")}
              </span>
              <span className={styles.actions}>
                <button
                  type="button"
                  className={styles.linkButton}
                  aria-label={copy.editPlace(place.name)}
                  disabled={busy}
                  onClick={() => onEdit(draftOf(place))}
                >
                  {copy.edit}
                </button>
                {place.retired ? null : (
                  <button
                    type="button"
                    className={styles.linkButton}
                    aria-label={copy.retirePlace(place.name)}
                    disabled={busy}
                    onClick={() => onRetire(place)}
                  >
                    {copy.retire}
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {places.some((place) => place.retired) ? <p className={styles.hint}>{copy.bringBack}</p> : null}
      {editing === null ? (
        <button type="button" className={styles.secondary} disabled={busy} onClick={() => onEdit(NEW_PLACE)}>
          {copy.addPlace}
        </button>
      ) : (
        <PlaceForm
          key={editing.id ?? "new"}
          school={school}
          where={where}
          initial={editing}
          onSaved={onSaved}
          onCancel={onCancel}
        />
      )}
    </>
  );
}
