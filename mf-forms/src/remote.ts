/** This remote's federation name and build id (rendered as data-build on its pages). */
export const remote = { name: 'mf_forms', build: __BUILD_ID__ } as const;
