import type { ComponentType } from "react";
import type { Operator } from "../../../domain/operations/Operator";
import { SchoolsSection } from "./schools/SchoolsSection";
import { schoolsSectionCopy } from "./schools/schoolsSectionCopy";
import { TeamSection } from "./team/TeamSection";
import { teamSectionCopy } from "./team/teamSectionCopy";

/** A section of the console: its anchor, its heading (in the section links too), and what draws it. */
export interface ConsoleSectionEntry {
  readonly id: string;
  readonly heading: string;
  readonly Section: ComponentType<{ readonly operator: Operator }>;
}

/**
 * The console's sections, in the order the page shows them; each lives in a sub-folder of its own
 * and draws itself inside a ConsoleSection. A new section is one more entry here.
 */
export const CONSOLE_SECTIONS: readonly ConsoleSectionEntry[] = [
  { id: "team", heading: teamSectionCopy.heading, Section: TeamSection },
  { id: "schools", heading: schoolsSectionCopy.heading, Section: SchoolsSection },
];
