// Its own chunk: Radix Toast is not on the home route's first load (docs/decisions/112).
export { Toaster as default } from '@sous/ui';
