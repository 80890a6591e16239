export declare const ports: { api: number; web: number; admin: number; google: number };
export declare const urls: { api: string; web: string; admin: string; google: string };
export declare const E2E_ADMIN_PASSWORD: string;
export declare const E2E_GOOGLE_CLIENT: { id: string; secret: string };
export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
export declare function webServers(): Array<{
  command: string;
  url: string;
  cwd: string;
  env: Record<string, string>;
  reuseExistingServer: boolean;
  timeout: number;
}>;
