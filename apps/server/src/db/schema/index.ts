export * from './users.ts';
export * from './content.ts';
export * from './halls.ts';
export * from './auth.ts';
