export * from './types.js';
export { Model } from './model.js';
export { Session, type Problem, type SessionStats } from './session.js';
export * from './questions.js';
export * from './optimise.js';
export * from './nearby.js';
export { BuildStopped, withBuildDeadline } from './build-deadline.js';
export { shutdownZ3 } from './z3.js';
export { BackendCapacityError, prepareBackend, type Backend } from './backend.js';
