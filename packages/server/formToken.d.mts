export declare const formTokenField: 'formToken';
export declare function issueFormToken(secret: string, now?: number): string;
export declare function issuedAtOf(token: unknown, secret: string): number | undefined;
export declare function stampFormTokens(html: string, secret: string, now?: number): string;
