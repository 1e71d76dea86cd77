/**
 * The site's forms (newsletter, sign-ups, contact, returns): one definition per form, from which both
 * the shop service's validation (server/forms.ts) and the site's form pages are built, so a field
 * cannot exist in one and not the other. Plain data: the browser loads it without the validator.
 */

/** Hidden field that people never see and bots fill in; a filled one is accepted and dropped. */
export const HONEYPOT_FIELD = 'company_website';

export type FormFieldType = 'email' | 'text' | 'tel' | 'textarea' | 'checkbox' | 'select';

export interface FormFieldOption {
  value: string;
  label: string;
}

export interface FormField {
  /** Key in the submitted body (JSON or urlencoded). */
  name: string;
  label: string;
  type: FormFieldType;
  required: boolean;
  maxLength?: number;
  /** Checked against the trimmed value; `patternMessage` is what the shopper reads. */
  pattern?: RegExp;
  patternMessage?: string;
  options?: readonly FormFieldOption[];
  /** HTML autocomplete token, so browsers fill the field. */
  autoComplete?: string;
}

export type FormKind = 'sign-up' | 'message';

export interface FormDefinition {
  id: FormId;
  title: string;
  /** Sign-ups are idempotent per e-mail (one row however often sent); messages are all kept. */
  kind: FormKind;
  fields: readonly FormField[];
  /** Fields besides the e-mail that make a sign-up distinct (the waitlist's product). */
  dedupeBy?: readonly string[];
  /** The order number must be an order of the e-mail given (the returns forms; the service checks it with the shop). */
  checksOrder?: boolean;
  /** Signing up is consent to the shop's e-mails: a signed-in customer's own e-mail subscribes their account too. */
  subscribesAccount?: boolean;
}

export const FORM_IDS = [
  'newsletter-sign-up',
  'newsletter-sign-up-uk',
  'newsletter-sign-up-us',
  'sale-sign-up',
  'waitlist',
  'giveaway',
  'la-isla-bonita-sign-up',
  'contact-us',
  'request-a-return',
  'return-a-product',
] as const;

export type FormId = (typeof FORM_IDS)[number];

export const isFormId = (value: string): value is FormId => (FORM_IDS as readonly string[]).includes(value);

const email: FormField = { name: 'email', label: 'E-mail', type: 'email', required: true, maxLength: 254, autoComplete: 'email' };
const firstName = (required: boolean): FormField => ({
  name: 'first_name',
  label: 'First name',
  type: 'text',
  required,
  maxLength: 100,
  autoComplete: 'given-name',
});
const lastName = (required: boolean): FormField => ({
  name: 'last_name',
  label: 'Last name',
  type: 'text',
  required,
  maxLength: 100,
  autoComplete: 'family-name',
});
const phone: FormField = {
  name: 'phone',
  label: 'Phone',
  type: 'tel',
  required: false,
  maxLength: 30,
  pattern: /^\+?[0-9 ().-]{6,30}$/,
  patternMessage: 'Enter a phone number using digits, spaces and + ( ) - only',
  autoComplete: 'tel',
};
const orderNumber: FormField = {
  name: 'order_number',
  label: 'Order number',
  type: 'text',
  required: true,
  maxLength: 20,
  pattern: /^#?[A-Za-z0-9-]{1,19}$/,
  patternMessage: 'Enter the order number from your confirmation e-mail, such as #1001',
};
/** Signing up is the consent; the box records an explicit opt-in where a market's page shows one. */
const consent: FormField = {
  name: 'accepts_marketing',
  label: 'Send me news and offers by e-mail',
  type: 'checkbox',
  required: false,
};

/** A return the shopper chooses to make (fit, look, a change of mind); faults have their own form. */
const RETURN_REASONS: readonly FormFieldOption[] = [
  { value: 'too-small', label: 'Too small' },
  { value: 'too-big', label: 'Too big' },
  { value: 'not-as-pictured', label: 'Not as pictured' },
  { value: 'changed-mind', label: 'Changed my mind' },
  { value: 'other', label: 'Other' },
];
/** What went wrong with a faulty or incorrect product (the shop pays the return). */
const FAULT_REASONS: readonly FormFieldOption[] = [
  { value: 'faulty', label: 'Faulty (a defect in the making)' },
  { value: 'damaged', label: 'Damaged on the way' },
  { value: 'wrong-item', label: 'Wrong item sent' },
  { value: 'wrong-size', label: 'Wrong size sent' },
  { value: 'other', label: 'Other' },
];
const reason: FormField = { name: 'reason', label: 'Reason', type: 'select', required: true, options: RETURN_REASONS };
const faultReason: FormField = { ...reason, label: 'Problem', options: FAULT_REASONS };
const comments: FormField = { name: 'comments', label: 'Comments', type: 'textarea', required: false, maxLength: 2000 };

const newsletter = (id: FormId, title: string): FormDefinition => ({
  id,
  title,
  kind: 'sign-up',
  fields: [email, firstName(false), consent],
  subscribesAccount: true,
});

export const FORMS: Readonly<Record<FormId, FormDefinition>> = {
  'newsletter-sign-up': newsletter('newsletter-sign-up', 'Newsletter'),
  'newsletter-sign-up-uk': newsletter('newsletter-sign-up-uk', 'Newsletter (UK)'),
  'newsletter-sign-up-us': newsletter('newsletter-sign-up-us', 'Newsletter (US)'),
  'sale-sign-up': {
    id: 'sale-sign-up',
    title: 'Sale early access',
    kind: 'sign-up',
    fields: [email, firstName(false), phone, consent],
  },
  waitlist: {
    id: 'waitlist',
    title: 'Back-in-stock waitlist',
    kind: 'sign-up',
    dedupeBy: ['product_handle', 'variant_id'],
    fields: [
      email,
      {
        name: 'product_handle',
        label: 'Product',
        type: 'text',
        required: true,
        maxLength: 255,
        // A product's name as a shopper types it ("Marina Top - Coral Reef") or its handle from a notify-me
        // link; names with spaces, dashes and apostrophes must pass.
        pattern: /^[\p{L}\p{N}][\p{L}\p{N}\s'’&×.,()/+-]*$/u,
        patternMessage: 'Enter the product’s name as shown on its page, such as Marina Top - Coral Reef',
      },
      { name: 'variant_id', label: 'Variant', type: 'text', required: false, maxLength: 100 },
      { name: 'size', label: 'Size', type: 'text', required: false, maxLength: 20 },
    ],
  },
  giveaway: {
    id: 'giveaway',
    title: 'Giveaway entry',
    kind: 'sign-up',
    fields: [
      email,
      firstName(true),
      lastName(false),
      {
        name: 'instagram',
        label: 'Instagram handle',
        type: 'text',
        required: false,
        maxLength: 31,
        pattern: /^@?[A-Za-z0-9._]{1,30}$/,
        patternMessage: 'Enter an Instagram handle such as @bluebayswim',
      },
      { name: 'accepts_terms', label: 'I accept the giveaway terms', type: 'checkbox', required: true },
    ],
  },
  'la-isla-bonita-sign-up': {
    id: 'la-isla-bonita-sign-up',
    title: 'La Isla Bonita launch',
    kind: 'sign-up',
    fields: [email, firstName(true), lastName(false), phone, consent],
  },
  'contact-us': {
    id: 'contact-us',
    title: 'Contact us',
    kind: 'message',
    fields: [
      { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 200, autoComplete: 'name' },
      email,
      { ...orderNumber, required: false },
      { name: 'subject', label: 'Subject', type: 'text', required: false, maxLength: 200 },
      { name: 'message', label: 'Message', type: 'textarea', required: true, maxLength: 5000 },
    ],
  },
  'request-a-return': {
    id: 'request-a-return',
    title: 'Request a return',
    kind: 'message',
    checksOrder: true,
    fields: [
      email,
      orderNumber,
      { name: 'items', label: 'Items to return', type: 'textarea', required: true, maxLength: 2000 },
      reason,
      comments,
    ],
  },
  'return-a-product': {
    id: 'return-a-product',
    title: 'Return a product',
    kind: 'message',
    checksOrder: true,
    fields: [
      email,
      orderNumber,
      { name: 'product', label: 'Product name or SKU', type: 'text', required: true, maxLength: 200 },
      { name: 'size', label: 'Size', type: 'text', required: false, maxLength: 20 },
      faultReason,
      comments,
    ],
  },
};

/** Values a form yields after validation: trimmed strings and booleans, absent when left empty. */
export type FormValues = Record<string, string | boolean>;

/** Shop service path of a form's submissions. */
export const formSubmitPath = (formId: string): string => `/api/forms/${formId}`;

/** A submission that has not answered by then is reported as a connection problem (input is kept). */
export const FORM_SUBMIT_TIMEOUT_MS = 15_000;
