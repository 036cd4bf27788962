import { type OperatorConfig, operatorConfigSchema } from '../../../server/config/operator';
import { PROFILE_CODES, type ProfileCode } from '../../../server/modules/responsible/profiles';

const configs = Object.fromEntries(
  PROFILE_CODES.map((code) => [code, operatorConfigSchema.parse({ responsibleGaming: { profile: code } })]),
) as Record<ProfileCode, OperatorConfig>;

/**
 * A brand's operator file whose jurisdiction profile a test switches (`brand.profile = 'nl'`) the way an
 * operator edits operator.json on a live brand; hand `brand.operator` to `startServer`.
 */
export function switchableProfile(initial: ProfileCode = 'none') {
  const brand = {
    profile: initial,
    operator: { current: (): OperatorConfig => configs[brand.profile] },
  };
  return brand;
}
