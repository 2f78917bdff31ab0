import type { CaseMatch } from "../../../domain/trust/Review";
import { formatWhen } from "./formatReviewTime";
import styles from "./TeamPages.module.css";
import { teamCopy } from "./teamCopy";

type Member = CaseMatch["members"][number];

/** Each column after the member's name: its heading, and what it says of one member. */
const COLUMNS: readonly { readonly heading: string; readonly of: (member: Member) => string }[] = [
  {
    heading: teamCopy.confirmed,
    of: (member) => (member.confirmedAt === null ? teamCopy.no : formatWhen(member.confirmedAt)),
  },
  {
    heading: teamCopy.cancelled,
    of: (member) => (member.cancelledAt === null ? teamCopy.no : formatWhen(member.cancelledAt)),
  },
  { heading: teamCopy.came, of: (member) => (member.arrival === null ? teamCopy.no : formatWhen(member.arrival.at)) },
  { heading: teamCopy.met, of: (member) => member.met ?? teamCopy.notAnswered },
];

/**
 * Who was on the match and what each did: a table where there is room for its five columns, and on
 * a phone the same as one block per member, each answer under its heading, so nothing is hidden off
 * to the side. Only one of the two shows (the other is display: none, for assistive technology too).
 */
export function MatchMembers({ members }: { readonly members: CaseMatch["members"] }) {
  return (
    <>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{teamCopy.member}</th>
            {COLUMNS.map((column) => (
              <th key={column.heading} scope="col">
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.uid}>
              <th scope="row">{member.firstName}</th>
              {COLUMNS.map((column) => (
                <td key={column.heading}>{column.of(member)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={styles.memberBlocks} aria-label={teamCopy.members}>
        {members.map((member) => (
          <li key={member.uid} className={styles.memberBlock}>
            <h4 className={styles.memberName}>{member.firstName}</h4>
            <dl>
              {COLUMNS.map((column) => (
                <div key={column.heading}>
                  <dt>{column.heading}</dt>
                  <dd>{column.of(member)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
