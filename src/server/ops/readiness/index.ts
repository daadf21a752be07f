// The face of the readiness check (issue 41: 4): what scripts/doctor.ts and main.ts use.
export { anyFailed, type ReadinessCheck, type ReadinessStatus, readinessLines } from './readiness-check.js';
export {
  checkReadinessAtStart,
  type ReadinessInputs,
  reportReadinessAtStart,
  runReadinessChecks,
  SMTP_PROBE_TIMEOUT_MS,
} from './run-readiness.js';
