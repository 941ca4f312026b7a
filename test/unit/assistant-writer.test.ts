import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { checkedAnswer, writeAnswer } from '#adapters/model/assistant-writer';

const PASSAGES = [
  {
    quote: 'Le travailleur doit appliquer le cadenassage de chaque source d’énergie.',
    source: 'procedure.pdf, p. 2',
  },
  {
    quote: 'Each worker must apply a personal lock to every energy-isolating device.',
    source: 'program.pdf, p. 1',
  },
];

function modelSays(summary: string | number) {
  const client = new BedrockRuntimeClient({ region: 'ca-central-1' });
  const mock = mockClient(client);
  mock.on(ConverseCommand).resolves({
    output: {
      message: {
        role: 'assistant',
        content: [{ toolUse: { toolUseId: 't', name: 'record_answer', input: { summary } } }],
      },
    },
    stopReason: 'tool_use',
    usage: { inputTokens: 10, outputTokens: 5, totalTokens: 15 },
  });
  return { client, mock };
}

describe('the Bedrock assistant answer, checked against the passages it was given', () => {
  it('keeps statements that cite a given passage and lists the passages they cite', () => {
    expect(
      checkedAnswer('Chaque source doit être cadenassée [1]. Chaque travailleur pose son cadenas [2][1].', 2),
    ).toEqual({
      summary: 'Chaque source doit être cadenassée [1]. Chaque travailleur pose son cadenas [2][1].',
      cited: [0, 1],
    });
  });

  it('drops a statement resting on no passage and a marker of a passage that was not given', () => {
    expect(checkedAnswer('Une amende de 5 000 $ s’applique. Le cadenassage est exigé [1][7].', 2)).toEqual({
      summary: 'Le cadenassage est exigé [1].',
      cited: [0],
    });
  });

  it('sends only the numbered passages and the question, and returns the checked answer', async () => {
    const { client, mock } = modelSays('Le cadenassage de chaque source est obligatoire [1].');
    const answer = await writeAnswer('Quelles obligations ?', 'fr', PASSAGES, client);
    expect(answer).toEqual({ summary: 'Le cadenassage de chaque source est obligatoire [1].', cited: [0] });
    const sent = mock.commandCalls(ConverseCommand)[0]!.args[0].input;
    const text = sent.messages![0]!.content![0]!.text!;
    expect(text).toContain('[1] (procedure.pdf, p. 2)');
    expect(text).toContain('[2] (program.pdf, p. 1)');
    expect(sent.inferenceConfig?.temperature).toBe(0);
  });

  it('gives up (null: the extractive answer stays) when nothing rests on a passage or the answer is malformed', async () => {
    expect(await writeAnswer('Q ?', 'fr', PASSAGES, modelSays('Rien de cité ici.').client)).toBeNull();
    expect(await writeAnswer('Q ?', 'fr', PASSAGES, modelSays(42).client)).toBeNull();
  });
});
