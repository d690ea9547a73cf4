/** The one form of a vendor's answer: the vendor in the app, the vendor's link, pricing entering it by hand. */
export type { AnswerFormContext } from './answer-form-values';
export { ForwardAnswerForm, type ForwardAnswerFormProps } from './forward-answer-form';
