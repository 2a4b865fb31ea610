// The part of s3rver (a devDependency: a real S3-compatible server in Node) the tests use.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  type Options = { address?: string; port?: number; silent?: boolean; directory: string; configureBuckets?: { name: string }[]; allowMismatchedSignatures?: boolean };
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
