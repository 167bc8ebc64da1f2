// Replaced by the real screen; until then the shared placeholder.
export { default } from './placeholder';
