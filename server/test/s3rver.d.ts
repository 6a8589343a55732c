/** The part of @20minutes/s3rver (a fake S3 server, shipped without types) the tests use. */
declare module '@20minutes/s3rver' {
  interface S3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    /** Where objects are kept on disk. */
    directory: string;
    configureBuckets?: { name: string }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Listens; answers the bound address. */
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
