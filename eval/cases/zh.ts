import type { EvalCase } from '../types';

/** Chinese cases, in the style of 安全生产 accident investigation reports and inspection notes. */
export const CASES: readonly EvalCase[] = [
  {
    id: 'zh-01',
    language: 'zh',
    kind: 'named',
    text:
      '某电子厂电工在未停电的情况下更换配电箱内的空气开关，所戴绝缘手套已破损，作业中发生触电，' +
      '经抢救无效死亡。',
    expected: ['electrical'],
    acceptable: ['hazardous_energy'],
    source: '触电事故调查报告，电子制造',
  },
  {
    id: 'zh-02',
    language: 'zh',
    kind: 'named',
    text:
      '汽车起重机吊装钢筋笼时，吊钩防脱装置失效，钢丝绳从吊钩中脱出，钢筋笼坠落，砸中在下方扶笼的' +
      '司索工。现场未设警戒区，也无专职信号工指挥。',
    expected: ['lifting_rigging', 'falling_objects'],
    acceptable: ['mobile_equipment'],
    source: '起重伤害事故调查报告，建筑施工',
  },
  {
    id: 'zh-03',
    language: 'zh',
    kind: 'named',
    text:
      '某石材加工厂工人长期干式切割花岗岩板材，车间无除尘设施，工人仅戴普通纱布口罩。职业健康检查' +
      '发现3名工人患矽肺。',
    expected: ['dust_fibres'],
    acceptable: ['noise', 'machinery'],
    source: '职业病危害事故通报，石材加工',
  },
  {
    id: 'zh-04',
    language: 'zh',
    kind: 'named',
    text:
      '某化工厂反应釜长期超压运行，安全阀已两年未校验，压力表指针卡死。当班时釜体法兰处突然崩开，' +
      '喷出的物料致1名操作工受伤。',
    expected: ['pressure'],
    acceptable: ['chemical', 'fire_explosion'],
    source: '压力容器事故调查报告，化工',
  },
  {
    id: 'zh-05',
    language: 'zh',
    kind: 'named',
    text: '木工使用手持电锯切割模板时，锯片防护罩被拆除，锯片卡住后反弹，割伤了左大腿。',
    expected: ['hand_tools'],
    acceptable: ['machinery', 'electrical'],
    source: '事故快报，建筑施工',
  },
  {
    id: 'zh-06',
    language: 'zh',
    kind: 'named',
    text:
      '冲压车间噪声实测值为95 dB(A)，部分工人未佩戴耳塞。今年的职业健康检查中，有两人高频听力' + '明显下降。',
    expected: ['noise'],
    acceptable: ['machinery'],
    source: '职业病危害因素检测报告，冲压',
  },
  {
    id: 'zh-07',
    language: 'zh',
    kind: 'indirect',
    text:
      '两名工人下到污水处理站的集水井中清理淤泥，下井前既未通风也未检测，下井不久即晕倒；井口的' +
      '另一名工人随即下井施救，也倒在井底。',
    expected: ['confined_space'],
    acceptable: ['chemical', 'biological'],
    source: '中毒窒息事故调查报告，污水处理',
  },
  {
    id: 'zh-08',
    language: 'zh',
    kind: 'indirect',
    text: '操作工在搅拌机运转时将手伸进进料口，想把结块的物料捅下去，衣袖被搅拌轴卷入，右臂骨折。',
    expected: ['machinery'],
    acceptable: ['hazardous_energy'],
    source: '机械伤害事故调查报告，建材',
  },
  {
    id: 'zh-09',
    language: 'zh',
    kind: 'indirect',
    text:
      '喷漆工在没有排风的地下室里对家具喷涂聚氨酯清漆，约两小时后出现头晕、恶心，被同事扶出。' +
      '地下室内只有一个小窗，门也关着。',
    expected: ['chemical'],
    acceptable: ['fire_explosion', 'confined_space'],
    source: '中毒事故通报，家具制造',
  },
  {
    id: 'zh-10',
    language: 'zh',
    kind: 'indirect',
    text:
      '7月中午，屋面温度超过50 ℃，一名钢筋工连续作业4小时未休息，随后出现意识模糊、皮肤干热，' +
      '送医后诊断为热射病。',
    expected: ['thermal'],
    acceptable: [],
    source: '事故快报，房屋建筑',
  },
  {
    id: 'zh-11',
    language: 'zh',
    kind: 'negation',
    text:
      '本项目不涉及动火作业，所有管道均采用卡压式连接。主要问题是地下室的临时电缆拖在积水中，' +
      '部分电缆绝缘层已破损。',
    expected: ['electrical'],
    acceptable: ['slips_trips'],
    source: '安全检查记录，机电安装',
  },
  {
    id: 'zh-12',
    language: 'zh',
    kind: 'negation',
    text: '该仓库未配备叉车，货物全部由人工搬运，每件约30公斤，每名搬运工每班要搬数百件。',
    expected: ['ergonomics'],
    acceptable: [],
    source: '安全检查记录，商贸仓储',
  },
  {
    id: 'zh-13',
    language: 'zh',
    kind: 'controlled',
    text:
      '检修前已断开皮带输送机电源，每名检修人员都在隔离开关上挂了个人锁和标签，并经试启动确认设备' +
      '无法运转后才开始作业。',
    expected: [],
    acceptable: ['hazardous_energy', 'machinery'],
    source: '检修作业票，矿山',
  },
  {
    id: 'zh-14',
    language: 'zh',
    kind: 'controlled',
    text:
      '有限空间作业严格执行“先通风、再检测、后作业”，气体检测结果合格并记录在案；作业全程有专人' +
      '监护，现场配备正压式空气呼吸器和三脚架救援装置。',
    expected: [],
    acceptable: ['confined_space'],
    source: '有限空间作业审批表，市政',
  },
  {
    id: 'zh-15',
    language: 'zh',
    kind: 'benign',
    text:
      '公司将继续完善后备干部梯队建设，每年从一线选拔优秀员工进入人才梯队。本季度新品销售火爆，' +
      '直播间连续打造出多个爆款。',
    expected: [],
    acceptable: [],
    source: '企业季度工作总结',
  },
  {
    id: 'zh-16',
    language: 'zh',
    kind: 'benign',
    text:
      '《员工手册》修订说明：泄露客户信息是公司不可触碰的高压线；试用期由六个月缩短为三个月；' +
      '年终奖按绩效分四档发放。',
    expected: [],
    acceptable: [],
    source: '人力资源制度修订说明',
  },
  {
    id: 'zh-17',
    language: 'zh',
    kind: 'mixed',
    text:
      '巡检发现：污水池旁H2S在线检测仪的报警值设为50 ppm，高于公司规定的10 ppm；维修班更换泵的' +
      '机械密封时未执行LOTO，只按了现场停止按钮。',
    expected: ['chemical', 'hazardous_energy'],
    acceptable: ['confined_space', 'machinery'],
    source: '安全巡检记录，化工园区（中英混用）',
  },
  {
    id: 'zh-18',
    language: 'zh',
    kind: 'named',
    text:
      '仓库检查发现：叉车在拣货通道内与步行人员混行，地面无人行通道标线；二层货物平台临边未设防护' +
      '栏杆，理货员站在平台边缘接货。',
    expected: ['mobile_equipment', 'falls'],
    acceptable: ['falling_objects'],
    source: '安全检查记录，物流仓库',
  },
];
