import { useEffect } from "react";
import { rememberVisit } from "./visit";

/** On the public layouts: records the visit's campaign data once the page runs its scripts. */
export function VisitTracker() {
  useEffect(() => {
    rememberVisit();
  }, []);
  return null;
}
