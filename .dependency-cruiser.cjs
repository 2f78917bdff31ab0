/**
 * The hexagon's dependency rule, checked on every `npm test`:
 *   domain/   imports nothing outside itself, and its contexts (domain/<context>/, each with its ports/)
 *             form no cycle: the shared kernel (domain/shared/, domain/shared/ports/) holds what several need;
 *   adapters/ import domain/ and their own technology, never src/ or another adapter folder
 *             (the local fakes may borrow browser adapters' nothing: each folder stands alone);
 *   src/      reaches adapters only through the composition root (src/app/composition/);
 *             a feature (src/features/<name>/, one capability: meetups, chat, mixers, meet…) never imports
 *             another feature nor a page; a page (src/pages/<name>/) composes features, passing one
 *             feature's parts into another as props; src/shared/ imports no feature and no page:
 *             what two features share and is no capability lives in src/shared/.
 */
const ADAPTER_FOLDERS = "(local|browser|firebase|nominatim)";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "domain-stays-pure",
      comment: "domain/ is pure TypeScript: no UI, adapters, React, Firebase or other frameworks.",
      severity: "error",
      from: { path: "^domain/" },
      to: { pathNot: ["^domain/", "^node_modules/valibot/"] },
    },
    {
      name: "adapters-only-know-the-domain",
      comment: "An adapter implements domain ports; it never reaches into the UI.",
      severity: "error",
      from: { path: "^adapters/" },
      to: { path: "^src/" },
    },
    {
      name: "adapter-folders-stand-alone",
      comment: "Each adapter folder is one technology; it does not import another adapter folder.",
      severity: "error",
      from: { path: `^adapters/${ADAPTER_FOLDERS}/` },
      to: { path: "^adapters/", pathNot: [`^adapters/$1/`] },
    },
    {
      name: "firebase-stays-in-its-adapter",
      comment: "Only adapters/firebase/ may import the Firebase SDK.",
      severity: "error",
      from: { pathNot: "^adapters/firebase/" },
      to: { path: "^node_modules/(firebase|@firebase)/" },
    },
    {
      name: "ui-goes-through-the-composition-root",
      comment: "Components reach use cases through the container; only src/app/composition/ picks adapters.",
      severity: "error",
      from: { path: "^src/", pathNot: "^src/app/composition/" },
      to: { path: "^adapters/" },
    },
    {
      name: "features-stand-alone",
      comment:
        "A feature (one capability) does not import another feature: a page passes one feature's parts into " +
        "another as props; what is generic belongs in src/shared/.",
      severity: "error",
      from: { path: "^src/features/([^/]+)/" },
      to: { path: "^src/features/", pathNot: ["^src/features/$1/"] },
    },
    {
      name: "features-know-no-page",
      comment: "Pages (src/pages/) compose features; a feature imports no page.",
      severity: "error",
      from: { path: "^src/features/" },
      to: { path: "^src/pages/" },
    },
    {
      name: "shared-knows-no-feature",
      comment: "src/shared/ holds what features and pages use; it imports none of them.",
      severity: "error",
      from: { path: "^src/shared/" },
      to: { path: "^src/(features|pages)/" },
    },
    {
      name: "functions-run-the-domain",
      comment:
        "The Cloud Functions (functions/src/) use the domain and the Firestore document layout shared with the " +
        "web adapters (adapters/firebase/documents/), with the Admin SDK (and web-push, which sends the notifications): " +
        "nothing of the browser, React or the app.",
      severity: "error",
      from: { path: "^functions/src/" },
      to: {
        pathNot: [
          "^functions/src/",
          "^domain/",
          "^adapters/firebase/documents/",
          "^functions/node_modules/(firebase-admin|firebase-functions|web-push)/",
          "^node:",
        ],
        dependencyTypesNot: ["core"],
      },
    },
    {
      name: "documents-know-no-sdk",
      comment: "adapters/firebase/documents/ is the Firestore layout both SDKs share: it imports the domain alone.",
      severity: "error",
      from: { path: "^adapters/firebase/documents/" },
      to: { pathNot: ["^domain/", "^adapters/firebase/documents/"] },
    },
    {
      name: "domain-contexts-without-cycles",
      comment:
        "The contexts of domain/ (its folders: meetups, chat, schedule…, with their ports/) depend on each other one " +
        "way only: no chain of imports leads from a context back to itself. What two contexts both need lives in " +
        "the shared kernel (domain/shared/, domain/shared/ports/).",
      severity: "error",
      scope: "folder",
      from: { path: "^domain/[^/]+" },
      to: { path: "^domain/[^/]+", circular: true },
    },
    {
      name: "no-circular",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
