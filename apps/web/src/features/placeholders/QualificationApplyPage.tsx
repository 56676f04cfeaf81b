import { Card } from 'antd';
import { usePageTitle } from '../../app/usePageTitle.ts';

export default function QualificationApplyPage() {
  usePageTitle();
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f5f6f8' }}>
      <Card title="资质申请" style={{ width: 520 }}>
        <p>请联系客服提交分销商资质材料。</p>
      </Card>
    </div>
  );
}
