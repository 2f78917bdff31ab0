// Domain tests run in Node; the local adapters they borrow as fakes need IndexedDB.
import "fake-indexeddb/auto";
