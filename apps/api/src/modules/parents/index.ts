// What other modules and the composition root use of the parents module (docs/architecture.md).

export { scheduleConsentFollowUp } from './consent-follow-up';
export {
  findRequestOfLink,
  findStudentRequest,
  type ParentRequestDeps,
  recordParentConsent,
  requestOfLiveLink,
  requestStatus,
  requestView,
  sendToParent,
  studentAge,
  studentIdentity,
} from './parent-request.service';
export { parentsRoutes } from './parents.routes';
export { signupConsentPort } from './signup-consent.service';
