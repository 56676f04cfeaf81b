import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle.ts';

export default function NotFoundPage() {
  usePageTitle();
  return (
    <Result
      status="404"
      title="404"
      subTitle="抱歉，您访问的页面不存在"
      extra={
        <Link to="/market">
          <Button type="primary">返回首页</Button>
        </Link>
      }
    />
  );
}
