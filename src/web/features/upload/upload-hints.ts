/**
 * What the rate-confirmation helper shows before anything is uploaded (part of the first paint of
 * '/'); the upload flow itself loads when a file is chosen (use-rate-confirmation-upload.ts).
 */
export const UPLOAD_HINT = 'Supported: JPG, PNG, WEBP. Max 10MB.';
/** Beyond the spec (issue 12): a second line under the spec's hint, which stays word for word. */
export const UPLOAD_PDF_HINT = 'PDF rate confirmations work too.';
/** The file picker's filter: any image (the camera on phones) or a PDF (issue 12). */
export const ACCEPT_ATTRIBUTE = 'image/*,application/pdf';
