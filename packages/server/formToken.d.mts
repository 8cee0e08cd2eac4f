type Env = Readonly<Record<string, string | undefined>>;

export declare const formTokenField: 'formToken';
export declare function issueFormToken(secret: string, formId: string, now?: number): string;
export declare function readFormToken(token: unknown, secret: string): { formId: string; issuedAt: number } | undefined;
export declare function stampFormTokens(html: string, secret: string, now?: number): string;
export declare function sharedFormTokenKeyReason(env: Env): string | undefined;
export declare function sharedKeyReasonOf(deployment: {
  sharesDatabase: boolean;
  behindProxy: boolean;
}): string | undefined;
export declare function formTokenSecretOf(env: Env): string | undefined;
export declare function formTokenKey(secret: string | undefined, requiredBy: string | undefined): string;
export declare function formTokenKeyFrom(env: Env): string;
