import type { AuditAction } from "../../../../domain/operations/AuditEntry";
import type { TeamRole } from "../../../../domain/operations/Operator";

/** The Team section's words. */
export const teamSectionCopy = {
  heading: "Team",
  intro:
    "Who runs the product (operators) and who reviews reports (trust and safety). A role reaches its holder at their next sign-in to the console. Every change is in the log below.",
  membersHeading: "Who holds a role",
  noMembers: "Nobody holds a role yet.",
  address: "Address",
  roles: "Roles",
  formHeading: "Grant or take back a role",
  email: "Email",
  emailHint: "The address of an account that exists: the person signs up first.",
  role: "Role",
  grant: "Grant",
  takeBack: "Take back",
  working: "Saving…",
  granted: (role: string, email: string) => `${email} now has the ${role} role.`,
  takenBack: (role: string, email: string) => `${email} no longer has the ${role} role.`,
  logHeading: "Audit log",
  logEmpty: "No change yet.",
  roleNames: { operator: "operator", trust_and_safety: "trust and safety" } satisfies Record<TeamRole, string>,
  line: (action: AuditAction): string => {
    switch (action.kind) {
      case "role-granted":
        return `granted the ${teamSectionCopy.roleNames[action.role]} role to ${action.email}`;
      case "role-taken-back":
        return `took back the ${teamSectionCopy.roleNames[action.role]} role from ${action.email}`;
      case "place-saved":
        return `saved the place “${action.name}” of ${action.school}`;
      case "place-retired":
        return `retired the place “${action.name}” of ${action.school}`;
    }
  },
} as const;
