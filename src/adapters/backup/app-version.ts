import packageJson from '../../../package.json' with { type: 'json' };

/** The site's version (package.json), written into every backup's manifest. */
export const APP_VERSION: string = packageJson.version;
