export declare const chromiumExecutable: string;
export declare const headlessShellExecutable: string;
export declare const chromiumArgs: string[];
export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
export declare const headlessShellLaunchOptions: { executablePath: string; args: string[] };
