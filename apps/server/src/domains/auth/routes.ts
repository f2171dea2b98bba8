import { randomBytes } from 'node:crypto';
import {
  authAnswer,
  authUser,
  changePasswordRequest,
  loginRequest,
  messageAnswer,
  otpLoginRequest,
  otpSendAnswer,
  otpSendRequest,
  otpVerifyAnswer,
  otpVerifyRequest,
  preferencesRequest,
  registerRequest,
  resetPasswordRequest,
  verifyMobileRequest,
} from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf, currentUser } from '../../plugins/auth.ts';
import { errorAnswers } from '../../plugins/route-kit.ts';
import {
  changePassword,
  getCurrentUser,
  login,
  logout,
  otpLogin,
  register,
  resetPassword,
  sendOtp,
  sendMobileProof,
  setPreferences,
  verifyMobile,
  verifyOtp,
} from './service.ts';

const errors = errorAnswers(422, 429);
const bearer = [{ bearer: [] }];

/** Register, log in (password or one-time code) and reset the password: public, at /api/auth. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      // The answer carries a token.
      config: { private: true },
      schema: {
        tags: ['auth'],
        summary: 'Creates an account and logs it in',
        body: registerRequest,
        response: { 201: authAnswer, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await register(ctxOf(request), {
          ...request.body,
          ip: request.ip,
          acceptLanguage: request.headers['accept-language'],
        }),
      ),
  );

  app.post(
    '/login',
    {
      // The answer carries a token.
      config: { private: true },
      schema: {
        tags: ['auth'],
        summary: 'Logs in with mobile and password',
        body: loginRequest,
        response: { 200: authAnswer, ...errors },
      },
    },
    async (request) => login(ctxOf(request), { ...request.body, ip: request.ip }),
  );

  app.post(
    '/otp/send',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sends a one-time code by SMS (the same answer whether or not the number has an account)',
        body: otpSendRequest,
        response: { 202: otpSendAnswer, ...errors, 503: messageAnswer },
      },
    },
    async (request, reply) =>
      reply.status(202).send(
        await sendOtp(ctxOf(request), {
          ...request.body,
          ip: request.ip,
          acceptLanguage: request.headers['accept-language'],
        }),
      ),
  );

  app.post(
    '/otp/verify',
    {
      // The answer carries a token.
      config: { private: true },
      schema: {
        tags: ['auth'],
        summary: 'Checks a one-time code; a right one buys a one-use login token valid 10 minutes',
        body: otpVerifyRequest,
        response: { 200: otpVerifyAnswer, ...errors },
      },
    },
    async (request) => verifyOtp(ctxOf(request), { ...request.body, ip: request.ip }),
  );

  app.post(
    '/otplogin',
    {
      // The answer carries a token.
      config: { private: true },
      schema: {
        tags: ['auth'],
        summary: 'Logs in with the one-use token from otp/verify',
        body: otpLoginRequest,
        response: { 200: authAnswer, 422: messageAnswer },
      },
    },
    async (request) => otpLogin(ctxOf(request), request.body),
  );

  app.post(
    '/reset-password',
    {
      // The answer carries a token.
      config: { private: true },
      schema: {
        tags: ['auth'],
        summary: 'Sets a new password with the token from otp/verify; every other token is revoked',
        body: resetPasswordRequest,
        response: { 200: authAnswer, 422: messageAnswer },
      },
    },
    async (request) => resetPassword(ctxOf(request), request.body),
  );
};

/** GET /sanctum/csrf-cookie: the old client asks for it before logging in. */
export const csrfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/csrf-cookie',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sets an XSRF-TOKEN cookie, for clients that ask for one before logging in',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      reply.setCookie('XSRF-TOKEN', randomBytes(32).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: 2 * 60 * 60,
      });
      return reply.status(204).send(null);
    },
  );
};

/** The signed-in user's own account: logout and a new password (mounted at /api/auth, members only). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revokes the token in use',
        security: bearer,
        response: { 204: z.null(), 401: messageAnswer },
      },
    },
    async (request, reply) => {
      await logout(ctxOf(request), { tokenId: currentUser(request).tokenId });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/change-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Changes the password; every other token is revoked',
        security: bearer,
        body: changePasswordRequest,
        response: { 204: z.null(), 401: messageAnswer, ...errors },
      },
    },
    async (request, reply) => {
      await changePassword(ctxOf(request), { ...request.body, tokenId: currentUser(request).tokenId });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/verify-mobile/send',
    {
      schema: {
        tags: ['auth'],
        summary: "Sends a one-time code to the account's own number, to prove it (the login code's limits)",
        security: bearer,
        response: { 202: otpSendAnswer, 401: messageAnswer, ...errors, 503: messageAnswer },
      },
    },
    async (request, reply) =>
      reply.status(202).send(
        await sendMobileProof(ctxOf(request), {
          ip: request.ip,
          acceptLanguage: request.headers['accept-language'],
        }),
      ),
  );

  app.post(
    '/verify-mobile',
    {
      schema: {
        tags: ['auth'],
        summary: 'Proves the account holds its number with the code sent to it; answers the user',
        security: bearer,
        body: verifyMobileRequest,
        response: { 200: authUser, 401: messageAnswer, ...errors },
      },
    },
    async (request) => verifyMobile(ctxOf(request), { code: request.body.code, ip: request.ip }),
  );

  app.post(
    '/preferences',
    {
      schema: {
        tags: ['auth'],
        summary: "Saves the account's language (en, gu, hi, ur): its messages, pushes, notifications and SMS",
        security: bearer,
        body: preferencesRequest,
        response: { 204: z.null(), 401: messageAnswer, 422: messageAnswer },
      },
    },
    async (request, reply) => {
      await setPreferences(ctxOf(request), request.body);
      return reply.status(204).send(null);
    },
  );
};

/**
 * GET /api/matrimonial/user: who is signed in, with their profiles (the login answer's user). The
 * contract puts it under /api/matrimonial; it is the account's answer, so it lives here (app.ts
 * mounts it at that prefix, members only).
 */
export const currentUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user with their profiles',
        security: bearer,
        response: { 200: authUser, 401: messageAnswer },
      },
    },
    async (request) => getCurrentUser(ctxOf(request), { user: currentUser(request).user }),
  );
};
