export {
  confirmDocuments,
  deleteDocument,
  documentDownload,
  listDocuments,
  LIBRARY_EXTRACT_JOB,
} from './documents';
export {
  ASSISTANT_ANSWER_JOB,
  askQuestion,
  deleteQuestion,
  listQuestions,
  questionOf,
  saveQuestion,
} from './questions';
