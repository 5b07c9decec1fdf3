import type { RefObject } from "react";
import type { Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { loginSchema, signupSchemas, type LoginData, type LoginInput } from "@/lib/accounts/schemas/auth";
import type { SignupAccountType } from "@/lib/accounts/rules/signup";
import type { SignupValues } from "@/components/accounts/signup-form";

// Loaded by the login and signup forms when first used (lib/client/lazy-resolver.ts): zod and the
// schemas stay out of those pages' first load.

export const loginResolver: Resolver<LoginInput, unknown, LoginData> = zodResolver(loginSchema);

const signupResolvers = {
  Candidate: zodResolver(signupSchemas.Candidate),
  Employer: zodResolver(signupSchemas.Employer),
  University: zodResolver(signupSchemas.University),
} as unknown as Record<SignupAccountType, Resolver<SignupValues>>;

/** The signup form's values checked against the schema of the account type shown (the form's context). */
export const signupResolver: Resolver<SignupValues, RefObject<SignupAccountType>> = (values, accountType, options) =>
  signupResolvers[accountType!.current](values, undefined, options);
