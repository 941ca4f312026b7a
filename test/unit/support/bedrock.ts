import { BedrockAnalyzer } from '#adapters/model/bedrock';
import type { AnalysisInput } from '#adapters/model/port';
import type { AnalysisResult } from '#shared/schemas/analysis';

/** The result of a first answer that passes the checks (a rejected one fails the test). */
export async function analyzed(input: AnalysisInput): Promise<AnalysisResult> {
  const first = await new BedrockAnalyzer().analyze(input);
  if (!('result' in first)) throw new Error(`Answer rejected: ${first.rejected.problems}`);
  return first.result;
}
