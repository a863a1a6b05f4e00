import { type } from 'arktype';
import type { SessionUser } from '../access/access.types';
import {
  forgotBodySchema,
  loginAsBodySchema,
  loginBodySchema,
  passwordChangeBodySchema,
  resetBodySchema,
} from '../schemas/auth.schemas';
import { endpoint } from './endpoint';

/** An answer that only says what happened. */
export interface MessageDto {
  /** What happened, in English. */
  message: string;
}

/** `POST auth/token`'s answer (spec accounts §7): the access token, the realtime token and the user. */
export interface TokenDto {
  access_token: string;
  ws_token: string;
  token_type: 'Bearer';
  user: SessionUser;
}

/** `GET auth`'s answer: the user, and a renewed access token when the old one was near its end. */
export interface AuthDto {
  user: SessionUser;
  access_token?: string;
  token_type?: 'Bearer';
}

/** `PUT auth`'s answer: the user, and the address waiting for its confirmation. */
export interface ProfileDto {
  user: SessionUser;
  /** A new e-mail address not yet confirmed, or null. */
  pendingEmail: string | null;
}

/** `GET auth/email/verify/{userId}`'s answer. */
export interface EmailVerifyDto extends MessageDto {
  /** What the link did. */
  status: 'verified' | 'already-verified' | 'invalid' | 'expired';
}

/** A token of the built-in realtime service, in the shape of Ably's TokenDetails (what ably-js's authCallback takes). */
export interface RealtimeTokenDetailsDto {
  /** The signed token. */
  token: string;
  /** When it expires, ms since the epoch. */
  expires: number;
  /** When it was issued, ms since the epoch. */
  issued: number;
  /** The connection's client id. */
  clientId: string;
  /** What it may do (informative: each channel attach is checked). */
  capability: string;
}

/** An Ably token request, signed by the server, when Ably is the realtime service. */
export interface RealtimeTokenRequestDto {
  keyName: string;
  clientId?: string;
  capability: string;
  timestamp: number;
  nonce: string;
  mac: string;
  ttl?: number;
}

/** `POST realtime/token`'s answer: a token of the built-in service, or an Ably token request. */
export type RealtimeAuthDto = RealtimeTokenDetailsDto | RealtimeTokenRequestDto;

/** The query of `GET auth/email/verify/{userId}`: the signed link's parts (a link missing one is invalid, 403). */
export const emailVerifyQuerySchema = type({ 'expires?': 'string', 'hash?': 'string', 'signature?': 'string' });

/** The query of `POST auth`: `_method=PUT`, the spec's form of the multipart profile update (anything else: 405). */
export const profileMethodQuerySchema = type({ '_method?': 'string' });

/** `POST realtime/token`'s body: the connection's client id (absent: the user's default). */
export const realtimeTokenBodySchema = type({ 'clientId?': 'string | null' });

/** Signing in and out, passwords, the profile and e-mail verification (spec accounts §7). */
export const AUTH_API = {
  login: endpoint<TokenDto>()({
    method: 'POST',
    path: 'auth/token',
    summary: 'Sign in (email, password): the access token, the realtime token and the user.',
    tag: 'auth',
    auth: 'none',
    body: loginBodySchema,
  }),
  me: endpoint<AuthDto>()({
    method: 'GET',
    path: 'auth',
    summary: 'The signed-in user, and possibly a new access token.',
    tag: 'auth',
    auth: 'user',
  }),
  logout: endpoint<MessageDto>()({
    method: 'POST',
    path: 'auth/logout',
    summary: "Sign out: the session's tokens stop working.",
    tag: 'auth',
    auth: 'user',
  }),
  loginAs: endpoint<{ user: SessionUser }>()({
    method: 'POST',
    path: 'auth/loginas',
    summary: 'Act as a customer (customerId; null: stop).',
    tag: 'auth',
    auth: 'user',
    body: loginAsBodySchema,
  }),
  forgot: endpoint<MessageDto>()({
    method: 'POST',
    path: 'auth/forgot',
    summary: 'Send a password recovery e-mail (email).',
    tag: 'auth',
    auth: 'none',
    body: forgotBodySchema,
  }),
  reset: endpoint<MessageDto & TokenDto>()({
    method: 'POST',
    path: 'auth/reset',
    summary: 'Reset the password with the e-mailed token (email, password, token), signing in.',
    tag: 'auth',
    auth: 'none',
    body: resetBodySchema,
  }),
  changePassword: endpoint<MessageDto>()({
    method: 'PATCH',
    path: 'auth/password',
    summary: 'Change the password (current_password, password, password_confirmation).',
    tag: 'auth',
    auth: 'user',
    body: passwordChangeBodySchema,
  }),
  updateProfile: endpoint<ProfileDto>()({
    method: 'PUT',
    path: 'auth',
    summary: 'Change the profile (multipart: name, lastName, middleName, email, password, phone, about, avatar).',
    tag: 'auth',
    auth: 'user',
    multipart: true,
  }),
  updateProfileByPost: endpoint<ProfileDto>()({
    method: 'POST',
    path: 'auth',
    summary: 'Change the profile (multipart, sent as POST with _method=PUT).',
    tag: 'auth',
    auth: 'user',
    multipart: true,
    query: profileMethodQuerySchema,
  }),
  verifyEmail: endpoint<EmailVerifyDto>()({
    method: 'GET',
    path: 'auth/email/verify/:userId',
    summary: 'Confirm an e-mail address through the signed link (expires, hash, signature).',
    tag: 'auth',
    auth: 'signedLink',
    query: emailVerifyQuerySchema,
  }),
  resendEmail: endpoint<MessageDto>()({
    method: 'GET',
    path: 'auth/email/resend',
    summary: 'Send the e-mail confirmation link again.',
    tag: 'auth',
    auth: 'user',
  }),
  realtimeToken: endpoint<RealtimeAuthDto>()({
    method: 'POST',
    path: 'realtime/token',
    summary: 'A token for the realtime connection (clientId).',
    tag: 'auth',
    auth: 'user',
    body: realtimeTokenBodySchema,
  }),
} as const;
