import { FakeGeocoder } from "../../../adapters/local/FakeGeocoder";
import { describeGeocoderContract } from "../../contracts/geocoderContract";

describeGeocoderContract("FakeGeocoder", async (scenario) => {
  switch (scenario) {
    case "named":
      return { geocoder: new FakeGeocoder("Boston"), expectedName: "Boston" };
    case "unnamed":
      return { geocoder: new FakeGeocoder({ unnamed: true }) };
    case "failing":
      return { geocoder: new FakeGeocoder({ fails: true }) };
  }
});
