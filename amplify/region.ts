/** Spec section 9: the chapter's AWS resources live in us-east-1. */
export const REGION = 'us-east-1';

/**
 * Refuses to synthesize the backend for any other region. ampx runs the CDK, which names the
 * target region in CDK_DEFAULT_REGION (AWS_REGION when run by hand); with neither, the profile's
 * region applies and the manual checklist in docs/deploy-aws.md covers it.
 */
export function assertRegion(environment: Readonly<Record<string, string | undefined>>): void {
  const target = environment.CDK_DEFAULT_REGION || environment.AWS_REGION;
  if (target && target !== REGION) {
    throw new Error(
      `This backend is deployed to ${REGION} (spec section 9), not ${target}: set AWS_REGION=${REGION} or use a profile with that region.`,
    );
  }
}
