/** File kinds, per-form lists and their lookup live in @codecrush/contracts, shared with the browser forms. */
export { kindOfExtension, uploadKinds, type UploadKind } from '@codecrush/contracts';
