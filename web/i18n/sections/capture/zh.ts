import type { Translation } from '../../fr';

const capture: Translation['capture'] = {
  enterpriseBadge: '企业版',
  country: '国家 / 司法管辖区',
  durationNote: '图像处理通常需要 3 到 5 分钟。',
  progress: {
    compressing: '正在压缩图像…',
  },
  compression: {
    saved: '已压缩图像：{{total}} 张，节省 {{saved}}（{{percent}} %）',
    mobileNotice: '您的照片已缩小，以便通过移动网络更快上传。',
    failedTitle: '无法压缩',
    failedBody: '未压缩的图像：{{total}} 张。将发送原始文件。',
  },
  dictation: {
    start: '语音输入',
    stop: '停止语音输入',
    requesting: '正在授权…',
    requestingStatus: '正在请求麦克风权限…',
    listening: '正在聆听… 请说话，然后点按“停止语音输入”。',
    stopped: '语音输入已停止。',
    unsupported: '您的浏览器不支持语音识别',
    speechTitle: '语音识别错误',
    speech: {
      network: '网络错误：语音识别需要互联网连接。',
      audioCapture: '未检测到麦克风，或麦克风无法收音。',
      notAllowed: '麦克风访问被拒绝。请在浏览器设置中允许访问。',
      other: '语音识别失败（{{code}}）。请重试。',
    },
    microphoneTitle: '麦克风不可用',
    microphone: {
      denied: '麦克风权限被拒绝。请在浏览器设置中允许访问麦克风，然后重试。',
      notFound: '此设备上未找到麦克风。',
      busy: '麦克风正被其他应用程序使用。',
      other: '无法访问麦克风。',
    },
  },
  files: {
    select: '选择 {{name}}',
    selectAll: '全选',
    deselectAll: '取消全选',
    selectedCount: '已选择 {{selected}} / {{total}}',
    downloadSelected: '下载所选文件（{{total}}）',
    downloadFailed: '无法下载这些文件。',
  },
  clearAll: {
    button: '全部清除',
    title: '全部清除？',
    confirm: '确定要清除所有部分中的全部文件和数据吗？此操作不可撤销。',
    confirmButton: '全部清除',
    cancel: '取消',
    done: '文件和数据已清除。',
    deletedAnalyses: '已删除保存的分析：{{count}} 项。',
    serverFailed: '文件和表单已清除，但删除已保存的分析失败。请重试。',
  },
};

export default capture;
