import { CodeMessages } from '../../domain/api/auth.ts';
import { type BasicDataPatchAnswer, EmailChangeMessages } from '../../domain/api/email-change.ts';
import type { ClientBasicData } from '../../domain/client.ts';
import { Messages, RequestFailure } from '../../domain/index.ts';

// Test data shared by the email-change tests and the model-based suite (not part of the public surface).

/** The stored basic data of the signed-in client. */
export const BASIC = {
  CpfCnpj: '52998224725',
  Name: 'Maria da Silva',
  Email: 'maria@example.com',
  MobilePhonePrefix: '11',
  MobilePhoneNumber: '987654321',
  BirthDate: '1990-05-17',
  PersonType: 'F',
  AdvisorId: null,
  OfficeId: null,
  PartnerId: 1,
  RegisterUrl: 'localhost:3000',
  ChannelId: 1,
  KnowledgeId: 1,
} satisfies ClientBasicData;

/** PATCH basic-data's answer once a code went to `email`. */
export const pendingAnswer = (email: string): BasicDataPatchAnswer => ({
  ...BASIC,
  PendingEmail: email.toLowerCase(),
  Message: EmailChangeMessages.codeSent,
});

/** The failures of the email change's calls. */
export const EMAIL_CHANGE_FAILURES = {
  wrongCode: new RequestFailure(400, CodeMessages.codeInvalid, { Token: [CodeMessages.codeInvalid] }),
  exhausted: new RequestFailure(429, CodeMessages.attemptsExhausted),
  tooMany: new RequestFailure(429, Messages.tooManyRequests),
  emailRefused: new RequestFailure(400, Messages.emailInvalid, { Email: [Messages.emailInvalid] }),
  server: new RequestFailure(500, Messages.defaultError),
} as const;
