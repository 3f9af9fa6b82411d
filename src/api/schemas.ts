/**
 * The one contract between the web app and any backend (the real one, MSW, json-server).
 * Entities follow SPEC.md section 3; request bodies follow the section 7 table. Every type
 * in the app is inferred from these schemas.
 *
 * Where SPEC.md says a result is "not shown", the stand-in backend answers one of the
 * small result objects defined at the end of this file (`messageResult` and its
 * extensions); clients may rely on `message` and on the record each one names.
 */
import { z } from 'zod';

// ---------------------------------------------------------------------------------------
// Building blocks

const nonEmpty = (field: string) => z.string().trim().min(1, `${field} is required`);
const id = z.string().min(1);
/** A calendar date, as an <input type="date"> gives it. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD');
/** A date-time string that Date can parse. */
export const dateTime = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Must be a valid date and time');
/** Money and counts that a form field may send as text. */
const nonNegativeNumber = (field: string) =>
  z.number({ error: `${field} must be a number` }).finite().min(0, `${field} cannot be negative`);
const positiveWholeNumber = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .positive(`${field} must be greater than zero`);

export const personRef = z.object({ name: z.string(), profilePicUrl: z.string().optional().default('') });
export const participant = z.object({ _id: id, name: z.string() });

// ---------------------------------------------------------------------------------------
// Entities (SPEC.md section 3)

/** Consultant / user record as the back-office sees it. Fields the old backend sometimes
 * omits stay optional so that a record with gaps still renders. */
export const consultantSchema = z.object({
  _id: id,
  /** The creator ID; shown as its first 7 characters. */
  dataid: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  profilePicUrl: z.string().optional(),
  /** The first image is preferred over profilePicUrl. */
  imagesArray: z.array(z.string()).optional(),
  /** Kept as text: some records carry an unparseable date and must sort last. */
  createdAt: z.string().optional(),
  isActive: z.boolean(),
  /** A numeric string such as "1250.50"; missing means N/A. */
  earnings: z.string().optional(),
  bankDetails: z.string().optional(),
  exam: z.string().optional(),
  /** Push token; the client sends 'default_token' when it is missing. */
  firebasetoken: z.string().optional(),
});
export type Consultant = z.infer<typeof consultantSchema>;

/** A follower: the other side of transactions, quiz matches and chats. */
export const userSchema = z.object({
  _id: id,
  name: z.string(),
  phoneNumber: z.string().optional(),
  profilePicUrl: z.string().optional(),
});
export type User = z.infer<typeof userSchema>;

export const userNameSchema = z.object({ _id: id, name: z.string() });
export type UserName = z.infer<typeof userNameSchema>;

export const transactionSchema = z.object({
  _id: id,
  userRef: personRef.nullable(),
  consultantRef: personRef.nullable(),
  amount: z.number(),
  type: z.string(),
  timestamp: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

const matchPlayer = z.object({ playerId: id, timestamp: z.string() });
export const quizMatchSchema = z.object({
  _id: id,
  player1: matchPlayer,
  player2: matchPlayer,
  quizDetails: z.object({ subject: z.string() }),
});
export type QuizMatch = z.infer<typeof quizMatchSchema>;

export const questionStatusSchema = z.enum(['live', 'not_live']);
export type QuestionStatus = z.infer<typeof questionStatusSchema>;
export const DEFAULT_SUBJECT = 'General';

export const questionSchema = z.object({
  _id: id,
  question: z.string(),
  questionImage: z.string().default(''),
  answers: z.array(z.string()),
  answerImages: z.array(z.string()).default(['', '', '', '']),
  correctAnswer: z.string(),
  subject: z.string().default(DEFAULT_SUBJECT),
  status: questionStatusSchema,
});
export type Question = z.infer<typeof questionSchema>;

/** /questiontable/list answers questions grouped by subject. */
export const questionsBySubjectSchema = z.record(z.string(), z.array(questionSchema));
export type QuestionsBySubject = z.infer<typeof questionsBySubjectSchema>;

export const quizSchema = z.object({
  _id: id,
  name: z.string(),
  prize: z.string().default(''),
  entryFee: z.number(),
  timePerQuestion: z.number(),
  numberOfQuestions: z.number(),
  startTime: z.string(),
  winnerId: z.string().default(''),
  active: z.boolean(),
  domain: z.string().default(''),
  prompt: z.string().default(''),
});
export type Quiz = z.infer<typeof quizSchema>;

export const poolRewardSchema = z.object({ rankRange: z.string(), prize: z.string() });
export type PoolReward = z.infer<typeof poolRewardSchema>;
export const poolSchema = z.object({
  _id: id,
  name: z.string(),
  prize: z.string(),
  entryFee: z.string(),
  totalSeats: z.number(),
  rewards: z.array(poolRewardSchema),
  entrants: z.array(z.string()),
  active: z.boolean().default(false),
});
export type Pool = z.infer<typeof poolSchema>;

export const expensePaymentSchema = z.object({
  date: z.string(),
  amount: z.number(),
  isPaid: z.boolean(),
  paidOn: z.string().nullable().default(null),
});
export type ExpensePayment = z.infer<typeof expensePaymentSchema>;
export const companyExpenseSchema = z.object({
  _id: id,
  expenseType: z.string(),
  total: z.number(),
  isPaid: z.boolean(),
  payments: z.array(expensePaymentSchema),
});
export type CompanyExpense = z.infer<typeof companyExpenseSchema>;

export const chatRoomSchema = z.object({
  _id: id,
  roomid: z.string(),
  sender: participant,
  receiver: participant,
  createdAt: z.string(),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;
export const chatMessageSchema = z.object({
  _id: id.optional(),
  roomid: z.string().optional(),
  /** The _id of the participant who wrote it. */
  sender: z.string(),
  messagecontent: z.string(),
  createdat: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const notificationSchema = z.object({
  _id: id,
  title: z.string(),
  body: z.string(),
  image: z.string(),
  userIds: z.array(z.string()),
  tokens: z.array(z.string()),
  sentAt: z.string(),
  recipientCount: z.number(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const settlementSchema = z.object({
  _id: id,
  consultantId: id,
  dataid: z.string(),
  name: z.string(),
  amount: z.string(),
  settledAt: z.string(),
});
export type Settlement = z.infer<typeof settlementSchema>;

export const uploadKindSchema = z.enum(['question_upload', 'answer_upload'], {
  error: "_id must be 'question_upload' or 'answer_upload'",
});
export type UploadKind = z.infer<typeof uploadKindSchema>;
export const uploadRecordSchema = z.object({
  _id: id,
  kind: uploadKindSchema,
  filename: z.string(),
  contentType: z.string(),
  url: z.string(),
  uploadedAt: z.string(),
});
export type UploadRecord = z.infer<typeof uploadRecordSchema>;

/** Plain REST collections (PRODUCT.md point 7), served by json-server's router. */
export const contactModeSchema = z.enum(['audio call', 'chat', 'video call']);
export const bookingStatusSchema = z.enum(['Completed', 'Rejected', 'Processing']);
export const bookingSchema = z.object({
  id: z.union([z.string(), z.number()]),
  domain: z.string(),
  consultant: z.string(),
  bookedBy: z.string(),
  bookedOn: z.string(),
  contactMode: contactModeSchema,
  /** Rupees. */
  price: z.number(),
  status: bookingStatusSchema,
});
export type Booking = z.infer<typeof bookingSchema>;

export const appIssueTypeSchema = z.enum(['BUG', 'SUGGESTION']);
export const appIssueSchema = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  number: z.string(),
  type: appIssueTypeSchema,
  comment: z.string(),
  raisedDate: z.string(),
  solvedDate: z.string().nullable(),
});
export type AppIssue = z.infer<typeof appIssueSchema>;

// ---------------------------------------------------------------------------------------
// Request bodies (SPEC.md section 7)

export const emptyBodySchema = z.object({}).passthrough();
export const dataidBodySchema = z.object({ dataid: nonEmpty('dataid') });
export type DataidBody = z.infer<typeof dataidBodySchema>;
export const idBodySchema = z.object({ id: nonEmpty('id') });

export const updateBankDetailsBodySchema = z.object({
  dataid: nonEmpty('dataid'),
  bankDetails: z.string().max(2000, 'Bank details must be at most 2000 characters'),
});
export type UpdateBankDetailsBody = z.infer<typeof updateBankDetailsBodySchema>;

export const sendNotificationBodySchema = z
  .object({
    title: nonEmpty('Title').max(120, 'Title must be at most 120 characters'),
    body: nonEmpty('Body').max(1000, 'Body must be at most 1000 characters'),
    image: z.union([z.literal(''), z.url({ error: 'Image must be a web address' })]),
    userIds: z.array(z.string().min(1)).min(1, 'Select at least one consultant'),
    tokens: z.array(z.string().min(1)),
  })
  .refine((body) => body.tokens.length === body.userIds.length, {
    message: 'Each selected consultant needs exactly one push token',
    path: ['tokens'],
  });
export type SendNotificationBody = z.infer<typeof sendNotificationBodySchema>;

export const usersByIdsBodySchema = z.object({ ids: z.array(z.string().min(1)) });
export const questionListBodySchema = z.object({ status: questionStatusSchema });
export const quizListBodySchema = z.object({ active: z.boolean({ error: 'active must be true or false' }) });
export const poolStatusSchema = z.enum(['active', 'inactive']);
export const poolListBodySchema = z.object({ status: poolStatusSchema });

export const FILL_EVERY_FIELD = 'Fill every field';
export const questionDraftSchema = z
  .object({
    question: z.string().trim().min(1, FILL_EVERY_FIELD),
    questionImage: z.string().default(''),
    answers: z.array(z.string().trim().min(1, FILL_EVERY_FIELD)).length(4, 'Each question has exactly 4 answers'),
    answerImages: z.array(z.string()).length(4).default(['', '', '', '']),
    correctAnswer: z.string().trim().min(1, FILL_EVERY_FIELD),
  })
  .refine((draft) => draft.answers.map((answer) => answer.trim()).includes(draft.correctAnswer.trim()), {
    message: 'The correct answer must be one of the four answers',
    path: ['correctAnswer'],
  });
export type QuestionDraft = z.infer<typeof questionDraftSchema>;
export const saveQuestionsBodySchema = z.object({
  status: questionStatusSchema,
  subject: z.string().trim().min(1).default(DEFAULT_SUBJECT),
  questions: z.array(questionDraftSchema).min(1, 'Add at least one question'),
});
export type SaveQuestionsBody = z.infer<typeof saveQuestionsBodySchema>;

const rankRange = z
  .string()
  .trim()
  .regex(/^\d+(\s*-\s*\d+)?$/, 'Rank range is a rank or a range such as 1-10')
  .refine((range) => {
    const [from = 0, to = from] = range.split('-').map((part) => Number(part.trim()));
    return from >= 1 && to >= from;
  }, 'A rank range starts at 1 or more and does not run backwards');
export const createPoolBodySchema = z.object({
  name: nonEmpty('Name'),
  prize: nonEmpty('Prize'),
  totalSeats: positiveWholeNumber('Total seats'),
  entryFee: nonEmpty('Entry fee'),
  rewards: z.array(z.object({ rankRange, prize: nonEmpty('Reward prize') })),
  entrants: z.array(z.string()).default([]),
});
export type CreatePoolBody = z.infer<typeof createPoolBodySchema>;

export const createQuizBodySchema = z.object({
  name: nonEmpty('Name'),
  prize: z.string().default(''),
  entryFee: nonNegativeNumber('Entry fee'),
  timePerQuestion: positiveWholeNumber('Time per question'),
  numberOfQuestions: positiveWholeNumber('Number of questions'),
  startTime: dateTime,
  winnerId: z.string().default(''),
  active: z.boolean().default(false),
  domain: z.string().default(''),
  prompt: z.string().default(''),
});
export type CreateQuizBody = z.infer<typeof createQuizBodySchema>;

export const chatMessagesBodySchema = z.object({ roomid: nonEmpty('roomid') });

export const EXPENSE_TYPE_REQUIRED = 'Expense type name is required';
export const PAYMENT_NEEDS_DATE_AND_AMOUNT = 'Please provide a date and amount for the payment.';
export const createExpenseTypeBodySchema = z.object({
  expenseType: z.string({ error: EXPENSE_TYPE_REQUIRED }).trim().min(1, EXPENSE_TYPE_REQUIRED),
  total: z.literal(0).default(0),
  isPaid: z.literal(false).default(false),
  payments: z.array(z.never()).max(0).default([]),
});
export type CreateExpenseTypeBody = z.infer<typeof createExpenseTypeBodySchema>;
export const addPaymentBodySchema = z.object({
  date: z
    .string({ error: PAYMENT_NEEDS_DATE_AND_AMOUNT })
    .trim()
    .min(1, PAYMENT_NEEDS_DATE_AND_AMOUNT)
    .refine((value) => isoDate.safeParse(value).success || dateTime.safeParse(value).success, 'The payment date is not a valid date'),
  amount: z.number({ error: PAYMENT_NEEDS_DATE_AND_AMOUNT }).finite().positive('The amount must be greater than zero'),
  isPaid: z.boolean().default(false),
  paidOn: z.string().nullable().default(null),
});
export type AddPaymentBody = z.infer<typeof addPaymentBodySchema>;
export const expenseIdBodySchema = z.object({ expenseId: nonEmpty('expenseId') });
export const paymentRefBodySchema = z.object({
  expenseId: nonEmpty('expenseId'),
  paymentIndex: z.number().int('paymentIndex must be a whole number').min(0, 'paymentIndex cannot be negative'),
});
export type PaymentRefBody = z.infer<typeof paymentRefBodySchema>;

// ---------------------------------------------------------------------------------------
// Login (PRODUCT.md point 4)

export const COUNTRY_CODES = [
  { code: '+91', country: 'India' },
  { code: '+1', country: 'United States' },
  { code: '+44', country: 'United Kingdom' },
  { code: '+61', country: 'Australia' },
  { code: '+1', country: 'Canada' },
] as const;
export const DEFAULT_COUNTRY_CODE = '+91';
export const INVALID_PHONE = 'Please enter a valid phone number.';
export const OTP_LENGTH = 6;

const countryCode = z.enum(['+91', '+1', '+44', '+61']);
const phoneNumber = z.string().trim().min(10, INVALID_PHONE).regex(/^[\d\s-]+$/, INVALID_PHONE);
export const sendOtpBodySchema = z.object({ countryCode, phoneNumber });
export type SendOtpBody = z.infer<typeof sendOtpBodySchema>;
export const verifyOtpBodySchema = z.object({
  countryCode,
  phoneNumber,
  otp: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export type VerifyOtpBody = z.infer<typeof verifyOtpBodySchema>;

export const sessionUserSchema = z.object({ _id: id, name: z.string(), phoneNumber: z.string() });
export type SessionUser = z.infer<typeof sessionUserSchema>;
export const sendOtpResultSchema = z.object({ message: z.string(), expiresInSeconds: z.number() });
export const verifyOtpResultSchema = z.object({ token: z.string().min(1), user: sessionUserSchema });
export type VerifyOtpResult = z.infer<typeof verifyOtpResultSchema>;

// ---------------------------------------------------------------------------------------
// AI question generation: the OpenAI chat-completions protocol (PRODUCT.md point 5)

export const chatCompletionRequestSchema = z.object({
  model: z.string().min(1),
  temperature: z.number().min(0).max(2),
  messages: z
    .array(z.object({ role: z.enum(['system', 'user', 'assistant']), content: z.string() }))
    .min(1, 'messages must not be empty'),
});
export type ChatCompletionRequest = z.infer<typeof chatCompletionRequestSchema>;
export const chatCompletionResponseSchema = z.object({
  id: z.string().optional(),
  model: z.string().optional(),
  choices: z
    .array(z.object({ index: z.number().optional(), message: z.object({ role: z.string(), content: z.string() }) }))
    .min(1),
});
export type ChatCompletionResponse = z.infer<typeof chatCompletionResponseSchema>;
/** One question as the AI is asked to return it. */
export const aiQuestionSchema = z.object({
  question: z.string(),
  answers: z.array(z.string()).length(4),
  correctAnswer: z.string(),
  subject: z.string().default(DEFAULT_SUBJECT),
});
export type AiQuestion = z.infer<typeof aiQuestionSchema>;

// ---------------------------------------------------------------------------------------
// Answers

export const transactionsResultSchema = z.object({ transactions: z.array(transactionSchema) });
export const earningsResultSchema = z.object({ consultants: z.array(consultantSchema) });
export const consultantListSchema = z.array(consultantSchema);
export const quizMatchListSchema = z.array(quizMatchSchema);
export const userNameListSchema = z.array(userNameSchema);
export const quizListSchema = z.array(quizSchema);
export const poolListSchema = z.array(poolSchema);
export const chatRoomListSchema = z.array(chatRoomSchema);
export const chatMessageListSchema = z.array(chatMessageSchema);
export const companyExpenseListSchema = z.array(companyExpenseSchema);
export const bookingListSchema = z.array(bookingSchema);
export const appIssueListSchema = z.array(appIssueSchema);

/** Every answer that SPEC.md leaves "not shown" carries at least a readable message. */
export const messageResultSchema = z.object({ message: z.string() });
export type MessageResult = z.infer<typeof messageResultSchema>;
/** settle_payment: the consultant with earnings "0" and the settlement that was kept. */
export const settleResultSchema = messageResultSchema.extend({ consultant: consultantSchema, settlement: settlementSchema });
/** update_bank_details, verify_consultant(2), unverify_consultant: the updated consultant. */
export const consultantResultSchema = messageResultSchema.extend({ consultant: consultantSchema });
/** send-notification2: what was recorded and to how many it went. */
export const notificationResultSchema = messageResultSchema.extend({ sent: z.number(), notification: notificationSchema });
/** api/questiontable: the saved questions. */
export const saveQuestionsResultSchema = messageResultSchema.extend({ questions: z.array(questionSchema) });
export const questionResultSchema = messageResultSchema.extend({ question: questionSchema });
export const poolResultSchema = messageResultSchema.extend({ pool: poolSchema });
export const quizResultSchema = messageResultSchema.extend({ quiz: quizSchema });
export const expenseResultSchema = messageResultSchema.extend({ expense: companyExpenseSchema });
/** An error answer from the stand-in backend. */
export const errorBodySchema = z.object({ message: z.string(), issues: z.array(z.string()).optional() });
