// A port nothing listens on right now, for a server a test or benchmark starts.
export { anyFreePort as freePort } from '../src/db/port-probe'
