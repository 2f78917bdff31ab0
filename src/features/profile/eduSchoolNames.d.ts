/** A .edu domain → the school to suggest for it, "" where the kept list is unsure (scripts/eduSchoolNames.ts). */
declare module "virtual:edu-school-names" {
  const names: Readonly<Record<string, string>>;
  export default names;
}
