import { assertFails } from "@firebase/rules-unit-testing";
import { collection, doc, getDocs, setDoc } from "firebase/firestore";
import { describe, it } from "vitest";
import { rulesWorld } from "../support/rulesWorld";

/** Any path firestore.rules does not name: denied to every client, read or write. */

const { account } = rulesWorld();

/** A verified student of state.edu (or one whose address is not verified yet). */
const owner = (emailVerified = true) => account("ana", "ana@state.edu", emailVerified);

describe("anything else", () => {
  it("is denied, read or write", async () => {
    const other = collection(owner().firestore(), "messages");
    await assertFails(getDocs(other));
    await assertFails(setDoc(doc(other, "hello"), { text: "hi" }));
  });
});
