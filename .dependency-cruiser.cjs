// Layering and cycles (architecture.md), checked by `npm run lint` so they hold without anyone
// remembering them. `npx depcruise apps packages bench` prints the summary.
const trading = 'apps/server/src/modules/trading';
// Trading's stages, lowest first: a stage may import its own folder and any stage below it; the
// service at trading's root composes them.
const stages = ['shared', 'markets', 'quote', 'batch', 'place|settle|read', 'routes'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'An import cycle makes two files one; split what they share.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'packages-import-no-apps',
      severity: 'error',
      comment: 'Packages are libraries of the apps, never the reverse.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-are-not-libraries',
      severity: 'error',
      comment: 'The server and the web app share code only through packages.',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'pure-packages-import-nothing-of-ours',
      severity: 'error',
      comment: 'exchange, games and contract import nothing of ours (architecture.md, fixed).',
      from: { path: '^packages/(exchange|games|contract)/' },
      to: { path: '^packages/', pathNot: '^packages/$1/' },
    },
    {
      name: 'web-imports-contract-and-games-only',
      severity: 'error',
      comment: 'The web app may import the contract, and games only to re-compute a Verify.',
      from: { path: '^apps/web/' },
      to: { path: '^(apps/server|packages/exchange)/' },
    },
    {
      name: 'web-features-stay-apart',
      severity: 'error',
      comment: 'A feature must not import another feature; compose them in src/app.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    ...stages.flatMap((stage, level) => {
      const above = stages.slice(level + 1).join('|');
      return above
        ? [
            {
              name: `trading-${stage.split('|')[0]}-imports-downward`,
              severity: 'error',
              comment: 'Trading imports run one way: routes -> read/place/settle -> batch -> quote -> markets -> shared types.',
              from: { path: `^${trading}/(${stage})/` },
              to: { path: `^${trading}/(${above})/` },
            },
          ]
        : [];
    }),
    {
      name: 'trading-stages-stay-apart',
      severity: 'error',
      comment: 'place, settle and read share only what lies below them.',
      from: { path: `^${trading}/(place|settle|read)/` },
      to: { path: `^${trading}/(place|settle|read)/`, pathNot: `^${trading}/$1/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.stryker-tmp)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
