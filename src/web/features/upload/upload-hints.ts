/**
 * What the rate-confirmation helper shows before anything is uploaded (part of the first paint of
 * '/'); the upload flow itself loads when a file is chosen (use-rate-confirmation-upload.ts).
 */
export const UPLOAD_HINT = 'Supported: JPG, PNG, WEBP. Max 10MB.';
/** Beyond the contract (R-UPLOAD-1): a second line under the hint, which stays word for word. */
export const UPLOAD_PDF_HINT = 'PDF rate confirmations work too.';
/** The file picker's filter: any image (the camera on phones) or a PDF (R-UPLOAD-2). */
export const ACCEPT_ATTRIBUTE = 'image/*,application/pdf';
