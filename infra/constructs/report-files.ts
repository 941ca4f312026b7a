import { copyFileSync, mkdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import { Architecture, Code, LayerVersion, Runtime } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { FONT_FILES } from '#core/reports/pdf/font-files';
import { repoRoot } from '../paths';

/*
 * What the PDF renderer reads at run time besides its code: the fonts, one layer shared by every
 * function that renders a report, and harfbuzz's WebAssembly (which subsets them), beside each bundle.
 */

/** Where Lambda mounts the layer's `fonts/` folder; the renderer reads the fonts there (RISQUEVISION_FONT_DIR). */
export const REPORT_FONTS_PATH = '/opt/fonts';

/** harfbuzz's subsetter, which the renderer (pdf/harfbuzz.ts) finds with `require.resolve` beside the bundle. */
export const HARFBUZZ_FILES = ['harfbuzzjs/package.json', 'harfbuzzjs/dist/harfbuzz-subset.wasm'] as const;

/** Shell commands (a CDK afterBundling hook) that copy HARFBUZZ_FILES from node_modules beside the bundle: no install at synth. */
export function copyHarfbuzz(inputDir: string, outputDir: string): string[] {
  return HARFBUZZ_FILES.flatMap((file) => {
    const target = `${outputDir}/node_modules/${file}`;
    return [`mkdir -p "${dirname(target)}"`, `cp "${inputDir}/node_modules/${file}" "${target}"`];
  });
}

/** Copies the six report fonts from node_modules into `fonts/` of `outputDir`; returns the copies. */
export function stageReportFonts(outputDir: string): string[] {
  const dir = join(outputDir, 'fonts');
  mkdirSync(dir, { recursive: true });
  return Object.values(FONT_FILES)
    .flatMap((face) => [face.regular, face.bold])
    .map((file) => {
      const copy = join(dir, basename(file));
      copyFileSync(join(repoRoot, 'node_modules', file), copy);
      return copy;
    });
}

/**
 * The PDF report's fonts (Noto Sans, Sans JP and Sans SC, regular and bold: 33 MB) as one layer
 * that every function rendering a report mounts, instead of a copy in each bundle: the functions
 * stay small and the fonts are uploaded once.
 */
export class ReportFontsLayer extends Construct {
  readonly layer: LayerVersion;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.layer = new LayerVersion(this, 'Layer', {
      description: `RisqueVision: the PDF report fonts, at ${REPORT_FONTS_PATH}`,
      compatibleRuntimes: [Runtime.NODEJS_22_X],
      compatibleArchitectures: [Architecture.ARM_64, Architecture.X86_64],
      // Copied from node_modules at synth (offline, no Docker); hashed by the copies, not by the
      // packages' 155 MB of other weights.
      code: Code.fromAsset(join(repoRoot, 'node_modules', '@expo-google-fonts'), {
        assetHashType: AssetHashType.OUTPUT,
        bundling: {
          // Never pulled: the local copy always succeeds.
          image: DockerImage.fromRegistry('alpine'),
          local: {
            tryBundle: (outputDir) => {
              stageReportFonts(outputDir);
              return true;
            },
          },
        },
      }),
    });
  }
}
