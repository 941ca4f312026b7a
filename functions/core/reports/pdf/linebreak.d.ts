declare module 'linebreak' {
  /** A break opportunity: the text may wrap before `position` (UAX #14). */
  interface Break {
    position: number;
    required: boolean;
  }
  export default class LineBreaker {
    constructor(text: string);
    nextBreak(): Break | null;
  }
}
