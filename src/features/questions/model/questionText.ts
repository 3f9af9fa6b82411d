/** How a question is named where its text is missing: on its card, and in the command palette that finds the card by it. */
export const NO_QUESTION_TEXT = '(No question text)';
